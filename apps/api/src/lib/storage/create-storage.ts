import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The media store the configuration asks for: the bucket when S3_BUCKET is set, else DATA_DIR/uploads (decision 0030). */
export function createStorage(config: Pick<Config, 's3' | 'dataDir' | 'mediaPublicUrl'>): Storage {
  const options = { mediaPublicUrl: config.mediaPublicUrl };
  return config.s3 ? createS3Storage(config.s3, options) : createLocalStorage(localMediaDir(config), options);
}

/** Where media live without a bucket (and what `media:copy` means by the uploads directory). */
export function localMediaDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}
