/**
 * Tags the server puts in the page's <head> for what it has just rendered: the first high-priority image (the
 * largest paint of the first screen) is preloaded, so its download starts beside the stylesheet. Collected during
 * one synchronous render (entry-server.tsx empties it before and reads it right after); the browser never collects.
 */
export type ImagePreload = { href: string; srcSet?: string; sizes?: string };

const MAX_PRELOADS = 1;
export const serverImagePreloads: ImagePreload[] = [];

export function preloadOnServer(image: ImagePreload): void {
  if (typeof document !== 'undefined' || serverImagePreloads.length >= MAX_PRELOADS) return;
  if (!serverImagePreloads.some((known) => known.href === image.href)) serverImagePreloads.push(image);
}
