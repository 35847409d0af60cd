import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/ui/toaster';
import { AFTER_SALE_MESSAGES, FEEDBACK_MAX_WORDS, countWords, feedbackProblem, type FeedbackRatings } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useSubmitFeedback } from '../api/submit-feedback';
import { RatingInput } from '../components/rating-input';
import { serverMessage } from '../server-message';

const M = AFTER_SALE_MESSAGES;
type Category = keyof FeedbackRatings;
const categories: { key: Category; label: string }[] = [
  { key: 'quality', label: 'Quality' },
  { key: 'price', label: 'Price' },
  { key: 'logistics', label: 'Logistics' },
  { key: 'customerService', label: 'Customer Service' },
];
const noRatings: Record<Category, number | null> = { quality: null, price: null, logistics: null, customerService: null };

/**
 * /feedback/:orderId (spec 2 §2, §5): four star ratings, a few words (at most 20), and an e-mail or phone to reply
 * to. Every §5 rule is checked here with its message before the server checks them again. Success goes to /orders.
 */
export function FeedbackPage() {
  useDocumentTitle('Feedback');
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
      setError(M.feedbackLogin);
      return;
    }
    const problem = feedbackProblem({ ratings, feedback, email, phone });
    setError(problem);
    if (problem) return;
    submitFeedback.mutate({ feedback: feedback.trim(), email: email.trim(), phone: phone.trim(), ratings: ratings as FeedbackRatings, orderId }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.orders);
      },
      onError: (failure) => setError(serverMessage(failure, M.feedbackFailed)),
    });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-ink-900">Share your feedback</h1>
      <p className="mt-2 break-all text-ink-700">Order {orderId}</p>
      <form noValidate onSubmit={submit} aria-label="Feedback" className="mt-6 space-y-5 rounded-3xl border border-ink-200 p-5 sm:p-6">
        {categories.map(({ key, label }) => (
          <RatingInput key={key} legend={label} value={ratings[key]} onChange={edited((value: number) => setRatings((current) => ({ ...current, [key]: value })))} />
        ))}
        <div>
          <label htmlFor="feedback-text" className="mb-1.5 block text-sm font-medium text-ink-800">Your feedback</label>
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
            {words}/{FEEDBACK_MAX_WORDS} words
          </p>
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => edited(setEmail)(event.target.value)} />
        <Field label="Phone" name="phone" type="tel" autoComplete="tel" hint="An e-mail or a phone number, so we can reply" value={phone} onChange={(event) => edited(setPhone)(event.target.value)} />
        {error ? <p role="alert" className="font-medium text-danger-700">{error}</p> : null}
        <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto" disabled={submitFeedback.isPending}>
          {submitFeedback.isPending ? 'Submitting…' : 'Submit Feedback'}
        </Button>
      </form>
    </section>
  );
}

export { FeedbackPage as Component };
