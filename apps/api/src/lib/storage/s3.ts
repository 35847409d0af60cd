import { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { createMediaUrls } from './media-urls.ts';
import { assertSafeKey, IMMUTABLE_CACHE, imageContentType, type Storage } from './storage.ts';

/** The S3_* settings (config.ts): endpoint unset means AWS itself. */
export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), so every instance of the shop sees every
 * photo (decision 0030). Keys are the same as on disk; each object carries its image type and a year's Cache-Control.
 */
export function createS3Storage(settings: S3Settings, options: { mediaPublicUrl?: string | null; listPageSize?: number } = {}): Storage {
  const { publicUrl, keyOf } = createMediaUrls(options.mediaPublicUrl ?? null);
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    assertSafeKey(key);
    return key;
  };

  return {
    publicUrl,
    keyOf,
    async put(key, body) {
      await client.send(new PutObjectCommand({
        Bucket, Key: checked(key), Body: body, ContentType: imageContentType(key) ?? 'application/octet-stream', CacheControl: IMMUTABLE_CACHE,
      }));
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    read(key) {
      const Key = checked(key);
      return Readable.from((async function* () {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        yield* object.Body as Readable;
      })(), { objectMode: false });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken, MaxKeys: options.listPageSize }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
