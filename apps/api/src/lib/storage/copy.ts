import { buffer } from 'node:stream/consumers';
import type { Storage, StoredObject } from './storage.ts';

export type CopySummary = { copied: number; skipped: number; bytes: number };

const AT_ONCE = 8;

/**
 * Copies every object of one store into another (disk → bucket, bucket → disk, …). Idempotent: an object already in
 * the target with the same size is skipped (keys name their content, so the same key and size is the same image).
 */
export async function copyMedia(from: Storage, to: Storage): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, bytes: 0 };
  const copyOne = async (object: StoredObject) => {
    if ((await to.stat(object.key))?.size === object.size) {
      summary.skipped += 1;
      return;
    }
    const body = await buffer(from.read(object.key));
    await to.put(object.key, body);
    summary.copied += 1;
    summary.bytes += body.length;
  };
  let batch: StoredObject[] = [];
  for await (const object of from.list()) {
    batch.push(object);
    if (batch.length === AT_ONCE) {
      await Promise.all(batch.map(copyOne));
      batch = [];
    }
  }
  await Promise.all(batch.map(copyOne));
  return summary;
}
