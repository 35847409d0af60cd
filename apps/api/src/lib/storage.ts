import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Local disk by default; an S3-compatible store can implement the
 * same interface (DESIGN §2). Keys are relative paths such as `products/3f2c….webp`; they are served under /media.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and modification time, or null when the key is absent. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  read(key: string): Readable;
  /** Deletes the file; a key that is already gone is fine. */
  remove(key: string): Promise<void>;
  /** The URL the browser uses, relative to our origin. */
  publicUrl(key: string): string;
}

export const MEDIA_PREFIX = '/media/';

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

export function createLocalStorage(rootDir: string): Storage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };
  return {
    async put(key, body) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async stat(key) {
      try {
        const info = await stat(fullPath(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key) {
      return createReadStream(fullPath(key));
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${MEDIA_PREFIX}${key}`;
    },
  };
}
