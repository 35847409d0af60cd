/**
 * Where our `/media/...` images are linked from: MEDIA_PUBLIC_URL (a CDN whose origin is the shop's /media) when the
 * server names one, else our own origin (decision 0030). The server tells the page in a <meta name="mitumba-media-url">
 * and the server renderer through setMediaBase, so both render the same links.
 */
let base: string | null = null;

export const MEDIA_URL_META = 'mitumba-media-url';

export function setMediaBase(url: string | null | undefined): void {
  base = url ? url.replace(/\/+$/, '') : '';
}

function mediaBase(): string {
  if (base === null) {
    base = typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>(`meta[name="${MEDIA_URL_META}"]`)?.content ?? '').replace(/\/+$/, '');
  }
  return base;
}

/** The link for a stored `/media/<key>` URL (on MEDIA_PUBLIC_URL when set); other URLs are returned as they are. */
export function mediaLink(url: string): string {
  const prefix = mediaBase();
  return prefix && url.startsWith('/media/') ? `${prefix}/${url.slice('/media/'.length)}` : url;
}
