import { Link } from 'react-router';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { CircleCheck } from '@/ui/icons';

/** /feedback-success (spec 2 §2). */
export function FeedbackSuccessPage() {
  const t = useT();
  useDocumentTitle(t('afterSale.success.docTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CircleCheck aria-hidden="true" className="size-16 text-success-600" />
      <h1 className="mt-4 text-2xl font-semibold text-ink-900">{t('afterSale.success.heading')}</h1>
      <p className="mt-2 text-ink-700">{t('afterSale.success.body')}</p>
      <Link to={paths.home} className={buttonClasses('accent', 'lg', 'mt-8')}>{t('afterSale.backHome')}</Link>
    </section>
  );
}

export { FeedbackSuccessPage as Component };
