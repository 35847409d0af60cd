import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { CircleCheck } from '@/ui/icons';

/** /feedback-success (spec 2 §2). */
export function FeedbackSuccessPage() {
  useDocumentTitle('Feedback submitted');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CircleCheck aria-hidden="true" className="size-16 text-success-600" />
      <h1 className="mt-4 text-2xl font-semibold text-ink-900">Feedback Submitted Successfully</h1>
      <p className="mt-2 text-ink-700">Thank you for telling us how your order went.</p>
      <Link to={paths.home} className={buttonClasses('accent', 'lg', 'mt-8')}>Back to Home</Link>
    </section>
  );
}

export { FeedbackSuccessPage as Component };
