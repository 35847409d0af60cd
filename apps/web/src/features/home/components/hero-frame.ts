/**
 * The hero's media frame and the row under it, one size for visitors (video) and customers (banners): the session
 * is only known in the browser, so the server renders the visitor's hero and a customer's banners take its exact box.
 */
export const HERO_FRAME = 'relative aspect-[5/2] overflow-hidden rounded-2xl bg-ink-100';
export const HERO_ROW = 'flex h-11 items-center gap-3';
