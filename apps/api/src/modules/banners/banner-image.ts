import { megapixels, toWebp, uploadFormatsText } from '../../lib/images/webp-upload.ts';

/** Wide enough for the home carousel on a large screen. */
const BANNER_MAX_WIDTH = 1920;

/** A banner as stored: WebP, upright, at most 1920 px wide, metadata stripped. */
export function toBannerImage(upload: Buffer): Promise<Buffer> {
  return toWebp(upload, {
    notAnImage: `The banner must be a ${uploadFormatsText} image.`,
    tooLarge: `The banner image is too large: at most ${megapixels}.`,
    resize: { width: BANNER_MAX_WIDTH },
    quality: 82,
  });
}
