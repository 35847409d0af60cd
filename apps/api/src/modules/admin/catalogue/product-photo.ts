import { megapixels, toWebp, uploadFormatsText } from '../../../lib/images/webp-upload.ts';

/** Big enough for the product page's widest source (the media route serves up to 1280 px). */
const PHOTO_MAX_PX = 1600;
export const PHOTO_FORMATS_MESSAGE = `A product photo must be a ${uploadFormatsText} image.`;

/** A product photo as stored: WebP, upright, at most 1600 px wide or high, metadata stripped. */
export function toProductPhoto(upload: Buffer): Promise<Buffer> {
  return toWebp(upload, {
    notAnImage: PHOTO_FORMATS_MESSAGE,
    tooLarge: `This photo is too large: at most ${megapixels}.`,
    resize: { width: PHOTO_MAX_PX, height: PHOTO_MAX_PX, fit: 'inside' },
    quality: 82,
  });
}
