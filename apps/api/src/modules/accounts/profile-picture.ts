import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

const PICTURE_MAX_PX = 800;
/** 40 megapixels: any phone photo, but not a decompression bomb (a small file that decodes to gigabytes). */
export const PICTURE_MAX_PIXELS = 40_000_000;

/**
 * What may be uploaded, by what sharp detects in the bytes (never by file name or declared type). HEIF is listed
 * only when this sharp build decodes it; the prebuilt one reads AVIF but not Apple's HEVC-coded HEIC, which then
 * fails to decode and is refused with the same message. SVG, GIF, TIFF and the rest are never accepted.
 */
const allowedFormats = new Set<string>(['jpeg', 'png', 'webp', ...(sharp.format.heif.input.buffer ? ['heif'] : [])]);
export const PICTURE_FORMATS_MESSAGE = `The profile picture must be a JPEG, PNG, WebP${allowedFormats.has('heif') ? ' or AVIF' : ''} image.`;
const TOO_LARGE = `The profile picture is too large: at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels.`;

/** An accepted upload re-encoded as WebP, at most 800 px wide or high, turned upright, metadata stripped. */
export async function toProfilePicture(upload: Buffer): Promise<Buffer> {
  // The header alone says what the bytes are and how big they decode; nothing is decoded before both are checked.
  const meta = await sharp(upload).metadata().catch(() => {
    throw new AppError('VALIDATION', PICTURE_FORMATS_MESSAGE);
  });
  if (!meta.format || !allowedFormats.has(meta.format)) throw new AppError('VALIDATION', PICTURE_FORMATS_MESSAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) > PICTURE_MAX_PIXELS) throw new AppError('VALIDATION', TOO_LARGE);
  try {
    return await sharp(upload, { limitInputPixels: PICTURE_MAX_PIXELS })
      .rotate()
      .resize({ width: PICTURE_MAX_PX, height: PICTURE_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('VALIDATION', TOO_LARGE);
    throw new AppError('VALIDATION', PICTURE_FORMATS_MESSAGE);
  }
}
