import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 outline-none transition-colors placeholder:text-ink-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:bg-ink-100 disabled:text-ink-500';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  error?: string | null;
  /** Rendered inside the control's box on the right (e.g. a show/hide button). */
  trailing?: ReactNode;
  /** Extra content under the control (e.g. the password meter). */
  children?: ReactNode;
}

/** A labelled input with its hint or error right beneath it, tied together for screen readers. */
export function Field({ label, hint, error, trailing, children, className, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={cn(inputClasses, error ? 'border-danger-600' : 'border-ink-300', trailing ? 'pr-14' : undefined)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {note ? (
        <p
          id={noteId}
          role={error ? 'alert' : undefined}
          className={cn('mt-1.5 text-sm', error ? 'font-medium text-danger-700' : 'text-ink-600')}
        >
          {note}
        </p>
      ) : null}
      {children}
    </div>
  );
}
