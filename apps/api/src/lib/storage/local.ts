import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createMediaUrls } from './media-urls.ts';
import { assertSafeKey, isSafeKey, type Storage } from './storage.ts';

const TEMPORARY = '.tmp';

/** Files under a directory (DATA_DIR/uploads by default). `mediaPublicUrl`: MEDIA_PUBLIC_URL, for `keyOf`. */
export function createLocalStorage(rootDir: string, options: { mediaPublicUrl?: string | null } = {}): Storage {
  const { publicUrl, keyOf } = createMediaUrls(options.mediaPublicUrl ?? null);
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };
  return {
    publicUrl,
    keyOf,
    async put(key, body) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; a unique name, so two writers of one key both succeed.
      const temporary = `${target}.${randomUUID()}${TEMPORARY}`;
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
    async *list(prefix = '') {
      const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const keys = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(TEMPORARY))
        .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && isSafeKey(key))
        .sort();
      for (const key of keys) {
        const info = await stat(path.join(rootDir, key)).catch(() => null);
        if (info) yield { key, size: info.size };
      }
    },
  };
}
