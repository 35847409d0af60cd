import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { NotFound } from './not-found';

/** A failed route render (spec 1 §8): a generic fallback heading and a way home. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold text-ink-900">Something went wrong</h1>
      <p className="mt-3 text-ink-600">Sorry, this page could not be shown. Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')} reloadDocument>
          Back to Home
        </Link>
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </section>
  );
}
