import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

interface StaticPageProps {
  title: string;
  /** Small line above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Readable long-form layout for the static pages; honours #section links (e.g. the footer's Delivery). */
export function StaticPage({ title, eyebrow, intro, children }: StaticPageProps) {
  useDocumentTitle(title);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
      <header className="border-b border-ink-200 pb-6">
        {eyebrow ? <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-3 text-base text-ink-600 sm:text-lg">{intro}</div> : null}
      </header>
      <div
        className={[
          'pt-2 text-base leading-relaxed text-ink-700',
          '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink-900',
          '[&>p]:mt-3 [&_section>p]:mt-3 [&_ul:not(.plain)]:mt-3 [&_ul:not(.plain)]:list-disc [&_ul:not(.plain)]:space-y-1.5 [&_ul:not(.plain)]:pl-5',
          '[&_p_a]:font-medium [&_p_a]:text-brand-700 [&_p_a]:underline [&_p_a]:underline-offset-2',
        ].join(' ')}
      >
        {children}
      </div>
    </article>
  );
}

export function PolicySection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-28">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
