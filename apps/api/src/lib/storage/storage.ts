import path from 'node:path';
import type { Readable } from 'node:stream';

/** An object in the store: its key and size in bytes. */
export type StoredObject = { key: string; size: number };

/**
 * Where uploaded and generated files live: local disk (local.ts, the default) or an S3-compatible bucket (s3.ts);
 * create-storage.ts picks one from the configuration. Keys are relative paths such as `products/3f2c….webp`; they are
 * served under /media (decision 0030).
 */
export interface Storage {
  /** Stores the bytes under the key, replacing what was there; readers never see half an object. */
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and modification time, or null when the key is absent. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** The object's bytes; the stream fails when the key is absent (check with stat first). */
  read(key: string): Readable;
  /** Deletes the object; a key that is already gone is fine. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with the prefix (all of them without one), page by page. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /**
   * The URL the database keeps and the API answers for a key: `/media/<key>` on our origin, whatever MEDIA_PUBLIC_URL
   * says (the web app and the Open Graph tags point at MEDIA_PUBLIC_URL instead; see media-urls.ts).
   */
  publicUrl(key: string): string;
  /** Our key behind a stored or MEDIA_PUBLIC_URL link, optionally only in one folder (`products/`); null for anything else. */
  keyOf(url: string, folder?: string): string | null;
}

export const MEDIA_PREFIX = '/media/';

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function isSafeKey(key: string): boolean {
  return safeKey.test(key) && !key.includes('..') && !key.includes('//');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** The stored URL of a key (what `publicUrl` answers in every implementation). */
export function mediaPath(key: string): string {
  assertSafeKey(key);
  return `${MEDIA_PREFIX}${key}`;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.avif': 'image/avif',
};

/** The image type a key's extension names, or undefined for anything we do not serve. */
export function imageContentType(key: string): string | undefined {
  return contentTypes[path.extname(key).toLowerCase()];
}

/** Objects are named by content (a new upload gets a new key), so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
