/**
 * Resizes and re-encodes a profile picture off the main thread (OffscreenCanvas + createImageBitmap), so a large
 * photo from a phone's camera never freezes the page. Bundled by Vite: no CDN.
 */
import { encodeWithinBudget, fitWithin, withinBudget, type CompressReply, type CompressRequest } from './image-budget';

async function compress(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    if (withinBudget(file.size, bitmap.width, bitmap.height)) return file;
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this worker');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await encodeWithinBudget((type, quality) => canvas.convertToBlob({ type, quality }));
  } finally {
    bitmap.close();
  }
}

self.onmessage = (event: MessageEvent<CompressRequest>) => {
  compress(event.data.file).then(
    (blob) => self.postMessage({ ok: true, blob } satisfies CompressReply),
    (error: unknown) => self.postMessage({ ok: false, message: String(error) } satisfies CompressReply),
  );
};
