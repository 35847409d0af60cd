import { useId, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';

interface DropZoneProps {
  file: File | null;
  error?: string | undefined;
  onFile: (file: File | null) => void;
}

/** A file input the size of a card: click (or tap) to choose, or drop a file onto it. */
export function CsvDropZone({ file, error, onFile }: DropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <div>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex min-h-36 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          over ? 'border-brand-600 bg-brand-50' : error ? 'border-danger-600 bg-white' : 'border-ink-300 bg-white hover:border-brand-600',
        )}
      >
        <span className="font-semibold text-ink-900">{file ? file.name : 'Choose a CSV file'}</span>
        <span className="text-sm text-ink-600">{file ? `${Math.ceil(file.size / 1024)} KB · click to choose another` : 'or drop it here'}</span>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </label>
      {error ? <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">{error}</p> : null}
    </div>
  );
}
