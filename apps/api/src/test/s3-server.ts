import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../lib/storage/s3.ts';

export type TestS3 = {
  settings: S3Settings;
  /** The same settings as the S3_* variables an operator would set. */
  env: Record<string, string>;
  close(): Promise<void>;
};

const BUCKET = 'mitumba-media';

/**
 * A real S3-compatible server (s3rver) on a free loopback port with its own temporary directory and one empty bucket.
 * It runs in a child process with OpenSSL's legacy provider: s3rver signs its listing continuation tokens with DES,
 * which Node's default OpenSSL 3 refuses (every paginated listing would answer 500).
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mitumba-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--configure-bucket', BUCKET], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening: ${output}`)));
  });
  child.stdout.resume();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint ?? '', S3_REGION: settings.region, S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: settings.accessKeyId, S3_SECRET_ACCESS_KEY: settings.secretAccessKey, S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      if (child.exitCode === null) {
        child.kill();
        await once(child, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
