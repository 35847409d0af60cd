import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/ui/toaster';
import { AFTER_SALE_MESSAGES, FEEDBACK_MAX_WORDS, countWords, feedbackProblem, type FeedbackRatings } from '@mitumba/contracts/plain';
import { useT, type MessageId } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useSubmitFeedback } from '../api/submit-feedback';
import { RatingInput } from '../components/rating-input';
import { afterSaleWords } from '../after-sale-words';
import { serverMessage } from '../server-message';

const M = AFTER_SALE_MESSAGES;
type Category = keyof FeedbackRatings;
const categories: { key: Category; label: MessageId }[] = [
  { key: 'quality', label: 'afterSale.feedback.quality' },
  { key: 'price', label: 'afterSale.feedback.price' },
  { key: 'logistics', label: 'afterSale.feedback.logistics' },
  { key: 'customerService', label: 'afterSale.feedback.customerService' },
];
const noRatings: Record<Category, number | null> = { quality: null, price: null, logistics: null, customerService: null };

/**
 * /feedback/:orderId (spec 2 §2, §5): four star ratings, a few words (at most 20), and an e-mail or phone to reply
 * to. Every §5 rule is checked here with its message before the server checks them again. Success goes to /orders.
 */
export function FeedbackPage() {
  const t = useT();
  useDocumentTitle(t('afterSale.feedback.docTitle'));
  const session = useSession();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const [ratings, setRatings] = useState(noRatings);
  const [feedback, setFeedback] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submitFeedback = useSubmitFeedback();
  const words = countWords(feedback);
  /** Any edit clears the last refusal: it may no longer hold. */
  const edited = <T,>(set: (value: T) => void) => (value: T) => {
    setError(null);
    set(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session) {
      setError(afterSaleWords(t, M.feedbackLogin));
      return;
    }
    const problem = feedbackProblem({ ratings, feedback, email, phone });
    setError(problem && afterSaleWords(t, problem));
    if (problem) return;
    submitFeedback.mutate({ feedback: feedback.trim(), email: email.trim(), phone: phone.trim(), ratings: ratings as FeedbackRatings, orderId }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.orders);
      },
      onError: (failure) => setError(serverMessage(failure, afterSaleWords(t, M.feedbackFailed))),
    });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-ink-900">{t('afterSale.feedback.heading')}</h1>
      <p className="mt-2 break-all text-ink-700">{t('afterSale.feedback.order', { orderId })}</p>
      <form noValidate onSubmit={submit} aria-label={t('afterSale.feedback.form')} className="mt-6 space-y-5 rounded-3xl border border-ink-200 p-5 sm:p-6">
        {categories.map(({ key, label }) => (
          <RatingInput key={key} legend={t(label)} value={ratings[key]} onChange={edited((value: number) => setRatings((current) => ({ ...current, [key]: value })))} />
        ))}
        <div>
          <label htmlFor="feedback-text" className="mb-1.5 block text-sm font-medium text-ink-800">{t('afterSale.feedback.text')}</label>
          <textarea
            id="feedback-text"
            name="feedback"
            rows={3}
            maxLength={2000}
            aria-describedby="feedback-words"
            value={feedback}
            onChange={(event) => edited(setFeedback)(event.target.value)}
            className="w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
          <p id="feedback-words" className={words > FEEDBACK_MAX_WORDS ? 'mt-1 text-sm font-medium text-danger-700' : 'mt-1 text-sm text-ink-600'}>
            {t('afterSale.feedback.words', { count: words, max: FEEDBACK_MAX_WORDS })}
          </p>
        </div>
        <Field label={t('afterSale.feedback.email')} name="email" type="email" autoComplete="email" value={email} onChange={(event) => edited(setEmail)(event.target.value)} />
        <Field label={t('afterSale.feedback.phone')} name="phone" type="tel" autoComplete="tel" hint={t('afterSale.feedback.contactHint')} value={phone} onChange={(event) => edited(setPhone)(event.target.value)} />
        {error ? <p role="alert" className="font-medium text-danger-700">{error}</p> : null}
        <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto" disabled={submitFeedback.isPending}>
          {t(submitFeedback.isPending ? 'afterSale.submitting' : 'afterSale.feedback.submit')}
        </Button>
      </form>
    </section>
  );
}

export { FeedbackPage as Component };
