/**
 * A real S3-compatible server for the journey (s3rver, as the API tests run it: apps/api/src/test/s3-server.ts), a
 * second bucket on it when asked, and the settings an instance needs to keep its photos in a bucket (the README's
 * S3_* settings).
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3 } from '../../apps/api/src/test/s3-server.ts';

export type ObjectStore = {
  /** The bucket the server starts with. */
  bucket: string;
  createBucket(name: string): Promise<void>;
  /** An instance's environment for photos in `bucket`. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
};

export async function startObjectStore(): Promise<ObjectStore> {
  const server = await startTestS3();
  const { settings } = server;
  const client = new S3Client({
    endpoint: settings.endpoint, region: settings.region, forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  return {
    bucket: settings.bucket,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    env: (bucket) => ({ ...server.env, S3_BUCKET: bucket }),
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
