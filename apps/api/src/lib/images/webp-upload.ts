import sharp, { type ResizeOptions } from 'sharp';
import { AppError } from '../errors.ts';

/** 40 megapixels: any phone photo, but not a decompression bomb (a small file that decodes to gigabytes). */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * What may be uploaded, by what sharp detects in the bytes (never by file name or declared type). HEIF is listed
 * only when this sharp build decodes it; the prebuilt one reads AVIF but not Apple's HEVC-coded HEIC, which then
 * fails to decode and is refused with the same message. SVG, GIF, TIFF and the rest are never accepted.
 */
export const uploadFormats = new Set<string>(['jpeg', 'png', 'webp', ...(sharp.format.heif.input.buffer ? ['heif'] : [])]);

/** "JPEG, PNG, WebP or AVIF": the formats above, as a person reads them. */
export const uploadFormatsText = uploadFormats.has('heif') ? 'JPEG, PNG, WebP or AVIF' : 'JPEG, PNG or WebP';

export type WebpUploadRules = {
  /** The refusal for bytes that are not an accepted image, e.g. 'The banner must be a JPEG, PNG or WebP image.' */
  notAnImage: string;
  /** The refusal for an image over UPLOAD_MAX_PIXELS. */
  tooLarge: string;
  resize: ResizeOptions;
  quality: number;
};

/**
 * An accepted upload re-encoded as WebP: turned upright, resized by `rules.resize` (never enlarged), metadata
 * stripped. The header alone says what the bytes are and how big they decode; nothing is decoded before both are checked.
 */
export async function toWebp(upload: Buffer, rules: WebpUploadRules): Promise<Buffer> {
  const meta = await sharp(upload).metadata().catch(() => {
    throw new AppError('VALIDATION', rules.notAnImage);
  });
  if (!meta.format || !uploadFormats.has(meta.format)) throw new AppError('VALIDATION', rules.notAnImage);
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_MAX_PIXELS) throw new AppError('VALIDATION', rules.tooLarge);
  try {
    return await sharp(upload, { limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize({ withoutEnlargement: true, ...rules.resize })
      .webp({ quality: rules.quality })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError('VALIDATION', rules.tooLarge);
    throw new AppError('VALIDATION', rules.notAnImage);
  }
}

export const megapixels = `${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`;
