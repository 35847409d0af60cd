import { useEffect, useId, type ReactNode } from 'react';
import { Button } from '@/ui/button';

interface AdminDialogProps {
  title: string;
  /** A sentence under the title saying what confirming does; read out with the dialog's name. */
  description?: string | undefined;
  onClose: () => void;
  children: ReactNode;
}

/** A modal back-office dialog: dimmed backdrop, a titled panel, closed by Escape. */
export function AdminDialog({ title, description, onClose, children }: AdminDialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-4 sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold wrap-anywhere text-ink-900">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-2 text-ink-700">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A dialog form's buttons: Close, and the submit that confirms (off while the change is being sent). */
export function DialogActions({ confirmLabel, pending, onClose }: { confirmLabel: string; pending: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" variant="accent" disabled={pending}>
        {confirmLabel}
      </Button>
    </div>
  );
}
