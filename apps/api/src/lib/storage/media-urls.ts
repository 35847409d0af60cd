import { isSafeKey, MEDIA_PREFIX, mediaPath } from './storage.ts';

/**
 * The two spellings of one of our images: the stored `/media/<key>` (database, API) and the link a browser follows,
 * `${MEDIA_PUBLIC_URL}/<key>` when a CDN fronts /media, else the stored one (decision 0030).
 */
export function createMediaUrls(mediaPublicUrl: string | null) {
  const base = mediaPublicUrl?.replace(/\/+$/, '') ?? null;
  return {
    publicUrl: mediaPath,
    /** Our storage key behind a stored or public URL, optionally only in one folder (`products/`); null for anything else. */
    keyOf(url: string, folder = ''): string | null {
      const prefixes = base ? [MEDIA_PREFIX, `${base}/`] : [MEDIA_PREFIX];
      const prefix = prefixes.find((candidate) => url.startsWith(candidate));
      const key = prefix ? url.slice(prefix.length).split('?')[0] ?? '' : '';
      return key.startsWith(folder) && isSafeKey(key) ? key : null;
    },
    /** The link for a stored URL: on MEDIA_PUBLIC_URL when set; other URLs (external images) stay as they are. */
    linkOf(url: string): string {
      return base && url.startsWith(MEDIA_PREFIX) ? `${base}/${url.slice(MEDIA_PREFIX.length)}` : url;
    },
  };
}

export type MediaUrls = ReturnType<typeof createMediaUrls>;
