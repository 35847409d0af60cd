import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { NotFound } from './not-found';
import { useT } from '@/i18n';

/** A failed route render (spec 1 §8): a generic fallback heading and a way home. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold text-ink-900">{t('shell.error.title')}</h1>
      <p className="mt-3 text-ink-600">{t('shell.error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')} reloadDocument>
          {t('shell.backHome')}
        </Link>
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
          {t('shell.error.reload')}
        </button>
      </div>
    </section>
  );
}
