import type { ReactNode } from 'react';

interface SectionTitleProps {
  /** Rendered light, then `strong` bold, in capitals: 'Latest' 'Collections' shows LATEST COLLECTIONS. */
  lead: string;
  strong: string;
  children?: ReactNode;
  id?: string;
}

export function SectionTitle({ lead, strong, children, id }: SectionTitleProps) {
  return (
    <div className="mb-6 text-center sm:mb-8">
      <h2 id={id} className="flex items-center justify-center gap-3 text-2xl tracking-wide text-ink-500 uppercase sm:text-3xl">
        <span>
          {lead} <span className="font-semibold text-ink-900">{strong}</span>
        </span>
        <span aria-hidden="true" className="h-0.5 w-8 bg-ink-800 sm:w-12" />
      </h2>
      {children ? <p className="mx-auto mt-2 max-w-xl text-sm text-ink-600 sm:text-base">{children}</p> : null}
    </div>
  );
}
