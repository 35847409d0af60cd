import { megapixels, toWebp, UPLOAD_MAX_PIXELS, uploadFormatsText } from '../../lib/images/webp-upload.ts';

const PICTURE_MAX_PX = 800;
export const PICTURE_MAX_PIXELS = UPLOAD_MAX_PIXELS;
export const PICTURE_FORMATS_MESSAGE = `The profile picture must be a ${uploadFormatsText} image.`;

/** An accepted upload re-encoded as WebP, at most 800 px wide or high, turned upright, metadata stripped. */
export function toProfilePicture(upload: Buffer): Promise<Buffer> {
  return toWebp(upload, {
    notAnImage: PICTURE_FORMATS_MESSAGE,
    tooLarge: `The profile picture is too large: at most ${megapixels}.`,
    resize: { width: PICTURE_MAX_PX, height: PICTURE_MAX_PX, fit: 'inside' },
    quality: 80,
  });
}
