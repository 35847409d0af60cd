import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useT } from '@/i18n';

/** The shop's name is the same in every language. */
export const BRAND = 'MITUMBA';

export function Logo() {
  const t = useT();
  return (
    <Link to={paths.home} aria-label={t('shell.logo.home')} className="inline-flex min-h-11 items-center gap-2">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" className="fill-brand-700" />
        <path
          d="M16 46V20l16 14 16-14v26"
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent-400"
        />
      </svg>
      {/* Below 360 px the mark alone, so the header's icons (the cart with its count) keep their room. */}
      <span className="hidden text-lg font-bold tracking-[0.2em] text-ink-900 min-[360px]:inline">{BRAND}</span>
    </Link>
  );
}
