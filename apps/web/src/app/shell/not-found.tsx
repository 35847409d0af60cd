import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { useT } from '@/i18n';

/** Unknown routes, and routes whose screens arrive with later issues. */
export function NotFound() {
  const t = useT();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold text-ink-900">{t('shell.notFound.title')}</h1>
      <p className="mt-3 text-ink-600">
        {t('shell.notFound.text')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('shell.backHome')}
        </Link>
        <Link to={paths.collection} className={buttonClasses('secondary')}>
          {t('shell.browseCollection')}
        </Link>
      </div>
    </section>
  );
}
