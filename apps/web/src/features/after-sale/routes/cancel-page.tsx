import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from '@/ui/toaster';
import { AFTER_SALE_MESSAGES, CANCELLATION_WINDOW_DAYS, cancellationReasons, type CancellationReason } from '@mitumba/contracts/plain';
import { T, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { useRequestCancellation } from '../api/request-cancellation';
import { afterSaleWords, REASON_WORDS } from '../after-sale-words';
import { serverMessage } from '../server-message';

const M = AFTER_SALE_MESSAGES;

/**
 * /cancel/:orderId? (spec 2 §2): ask to cancel or return a delivered order. Order ID (from the path when given),
 * reason, optional details; submit stays disabled until the order ID and reason are set. Logged-in customers only.
 */
export function CancelPage() {
  const t = useT();
  useDocumentTitle(t('afterSale.cancel.docTitle'));
  const session = useSession();
  const navigate = useNavigate();
  const { orderId: fromPath = '' } = useParams();
  const [orderId, setOrderId] = useState(fromPath);
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestCancellation();

  if (!session) return <Navigate to={paths.login} replace />;
  const ready = orderId.trim() !== '' && reason !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      setError(afterSaleWords(t, M.requiredFields));
      return;
    }
    setError(null);
    request.mutate({ orderId: orderId.trim(), reason, ...(details.trim() ? { details: details.trim() } : {}) }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.orders);
      },
      onError: (failure) => setError(t('afterSale.cancel.error', { message: serverMessage(failure, afterSaleWords(t, M.cancellationFailed)) })),
    });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-ink-900">{t('afterSale.cancel.heading')}</h1>
      <p className="mt-2 text-ink-700">
        <T
          id="afterSale.cancel.intro"
          values={{ days: CANCELLATION_WINDOW_DAYS }}
          components={{ 0: <Link to={paths.returnPolicy} className="font-medium text-brand-700 underline underline-offset-2" /> }}
        />
      </p>
      <form noValidate onSubmit={submit} aria-label={t('afterSale.cancel.form')} className="mt-6 space-y-5 rounded-3xl border border-ink-200 p-5 sm:p-6">
        <Field label={t('afterSale.cancel.orderId')} name="orderId" autoComplete="off" value={orderId} onChange={(event) => { setError(null); setOrderId(event.target.value); }} />
        <div>
          <label htmlFor="cancel-reason" className="mb-1.5 block text-sm font-medium text-ink-800">{t('afterSale.cancel.reason')}</label>
          <select
            id="cancel-reason"
            name="reason"
            value={reason}
            onChange={(event) => { setError(null); setReason(event.target.value as CancellationReason | ''); }}
            className={`${inputClasses} border-ink-300`}
          >
            <option value="">{t('afterSale.cancel.selectReason')}</option>
            {cancellationReasons.map((value) => (
              <option key={value} value={value}>{t(REASON_WORDS[value])}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cancel-details" className="mb-1.5 block text-sm font-medium text-ink-800">{t('afterSale.cancel.details')}</label>
          <textarea
            id="cancel-details"
            name="details"
            rows={4}
            maxLength={1000}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            className="w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
        </div>
        {error ? <p role="alert" className="font-medium text-danger-700">{error}</p> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" variant="accent" size="lg" disabled={!ready || request.isPending}>
            {t(request.isPending ? 'afterSale.submitting' : 'afterSale.cancel.submit')}
          </Button>
          <Link to={paths.home} className={buttonClasses('ghost', 'lg')}>{t('afterSale.backHome')}</Link>
        </div>
      </form>
    </section>
  );
}

export { CancelPage as Component };
