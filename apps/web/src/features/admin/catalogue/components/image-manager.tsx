import type { AdminProductImage } from '@mitumba/contracts';
import { useId, useState, type DragEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { buttonClasses, Button } from '@/ui/button';
import { Camera, ChevronLeft, ChevronRight, Trash2 } from '@/ui/icons';
import { ResponsiveImage } from '@/ui/responsive-image';
import { useDeletePhoto, useReorderPhotos, useUploadPhoto } from '../api/product-mutations';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** `ids` with the image at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * A product's photos: drop files on the zone or pick them with the button; drag a thumbnail onto another (or use
 * Move left / Move right) to reorder: the first photo is the one on the shop's card.
 */
export function ImageManager({ productId, images, name }: { productId: string; images: AdminProductImage[]; name: string }) {
  const inputId = useId();
  const upload = useUploadPhoto(productId);
  const reorder = useReorderPhotos(productId);
  const remove = useDeletePhoto(productId);
  const [dragOver, setDragOver] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = images.map((image) => image.id);
  const busy = upload.isPending || reorder.isPending || remove.isPending;

  const fail = (failure: unknown) => setError(isApiError(failure) ? failure.message : 'That did not work. Please try again.');
  const uploadAll = async (files: File[]) => {
    setError(null);
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
      } catch (failure) {
        fail(failure);
        return;
      }
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    setError(null);
    reorder.mutate(moved(ids, from, to), { onError: fail });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void uploadAll(files);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-ink-900">Photos</h2>
      {images.length === 0 ? <p className="text-sm text-ink-700">Shoppers see this product once it has a photo.</p> : null}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li
            key={image.id}
            data-testid="product-photo"
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-2"
          >
            <ResponsiveImage url={image.url} widths={[320]} alt={`${name}, photo ${index + 1}`} width={320} height={320} className="aspect-square w-full cursor-grab rounded-lg bg-ink-100 object-cover" />
            <div className="flex items-center justify-between gap-1">
              <Button variant="ghost" size="icon" aria-label={`Move photo ${index + 1} left`} disabled={busy || index === 0} onClick={() => move(index, index - 1)}>
                <ChevronLeft className="size-5" aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete photo ${index + 1}`} disabled={busy} onClick={() => remove.mutate(image.id, { onError: fail })}>
                <Trash2 className="size-5 text-danger-700" aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Move photo ${index + 1} right`} disabled={busy || index === images.length - 1} onClick={() => move(index, index + 1)}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={cn('flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center', dragOver ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-white')}
      >
        <Camera className="size-8 text-ink-500" aria-hidden="true" />
        <p className="text-sm text-ink-700">Drop JPEG, PNG or WebP photos here, or</p>
        <label htmlFor={inputId} className={buttonClasses('secondary', 'md', busy ? 'pointer-events-none opacity-60' : 'cursor-pointer')}>
          {upload.isPending ? 'Uploading...' : 'Choose photos'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void uploadAll(files);
          }}
        />
      </div>
      {error ? <p role="alert" className="text-sm font-medium text-danger-700">{error}</p> : null}
    </section>
  );
}
