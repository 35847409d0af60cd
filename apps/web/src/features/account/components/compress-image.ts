import { encodeWithinBudget, fitWithin, withinBudget, type CompressReply } from './image-budget';

function inWorker(file: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CompressReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.blob);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The compression worker failed'));
    };
    worker.postMessage({ file });
  });
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture could not be read'));
    };
    image.src = url;
  });
}

/** The same work on the main thread, for browsers without OffscreenCanvas. */
async function onMainThread(file: Blob): Promise<Blob> {
  const image = await loadImage(file);
  if (withinBudget(file.size, image.naturalWidth, image.naturalHeight)) return file;
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return encodeWithinBudget(
    (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality),
      ),
  );
}

/** About 0.5 MB and at most 800 px, in a Web Worker where OffscreenCanvas exists, else on the main thread. */
export async function compressImage(file: Blob): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined' && typeof Worker !== 'undefined') {
    try {
      return await inWorker(file);
    } catch {
      // A worker that cannot start (or decode) gets a second chance on the main thread.
    }
  }
  return onMainThread(file);
}

/** 'profile.webp' for a WebP result, keeping the original name when the picture went up unchanged. */
export function uploadName(original: File, result: Blob): string {
  if (result === original) return original.name;
  const extension = result.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'img';
  return `${original.name.replace(/\.[^.]*$/, '') || 'profile'}.${extension}`;
}
