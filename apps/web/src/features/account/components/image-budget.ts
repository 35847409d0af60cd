/** Profile pictures leave the phone at about 0.5 MB and at most 800 px on their longer side (spec 2 §5). */
export const MAX_DIMENSION = 800;
export const TARGET_BYTES = 512 * 1024;

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35];
/** WebP keeps transparency and is smallest; JPEG where a browser cannot encode WebP. */
const TYPES = ['image/webp', 'image/jpeg'];

/** The size that fits within `max` × `max`, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_DIMENSION): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether the picture can go up as it is: small enough in bytes and in pixels. */
export function withinBudget(bytes: number, width: number, height: number): boolean {
  return bytes <= TARGET_BYTES && Math.max(width, height) <= MAX_DIMENSION;
}

/**
 * Encodes at falling quality until the result fits the byte budget; returns the smallest try if none does.
 * `encode` is the canvas's own (OffscreenCanvas.convertToBlob or HTMLCanvasElement.toBlob).
 */
export async function encodeWithinBudget(encode: (type: string, quality: number) => Promise<Blob>, budget = TARGET_BYTES): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const type of TYPES) {
    for (const quality of QUALITIES) {
      const blob = await encode(type, quality);
      if (blob.type !== type) break; // This browser fell back to another format (PNG): try the next type.
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= budget) return blob;
    }
  }
  if (!smallest) throw new Error('This browser cannot encode the picture');
  return smallest;
}

export type CompressRequest = { file: Blob };
export type CompressReply = { ok: true; blob: Blob } | { ok: false; message: string };
