import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** A sentence under the title saying what confirming does; read out with the dialog's name. */
  description?: string | undefined;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: dimmed backdrop, a titled panel, closed by Escape. Focus moves into the panel when it opens and
 * goes back to where it was (the button that opened it) when it closes.
 */
export function Dialog({ title, description, onClose, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-4 sm:items-center">
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl outline-none"
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
