import { useState } from 'react';
import type { AdminPaymentReviewItem, PaymentReviewAction } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CircleCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { toast } from '@/ui/toaster';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { adminPaymentNoteBodySchema, adminPaymentReasonBodySchema, adminPaymentRefundBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { usePaymentReviewAction, usePaymentsReview, type PaymentReviewRequest } from './payments-review-api';
import { ReceivedPayments } from './received-payments';
import { ReviewItem } from './review-item';
import { actionLabels } from './review-labels';

type Open = { item: AdminPaymentReviewItem; action: PaymentReviewAction };

/** The request for an action, its body checked with the API's own contract; or the first problem. */
function requestFor({ item, action }: Open, answer: { reason: string; reference: string }): PaymentReviewRequest | string {
  if (action === 'refund') {
    const checked = validateWith(adminPaymentRefundBodySchema, answer);
    return checked.ok ? { kind: 'refund', attemptId: item.attemptId, body: checked.value } : Object.values(checked.errors)[0] ?? 'Invalid';
  }
  if (action === 'resolve') {
    const checked = validateWith(adminPaymentReasonBodySchema, { reason: answer.reason });
    return checked.ok ? { kind: 'resolve', flagId: item.flagId ?? '', body: checked.value } : Object.values(checked.errors)[0] ?? 'Invalid';
  }
  const checked = validateWith(adminPaymentNoteBodySchema, { reason: answer.reason });
  return checked.ok ? { kind: action, attemptId: item.attemptId, body: checked.value } : Object.values(checked.errors)[0] ?? 'Invalid';
}

/** Asking M-Pesa again and applying money that arrived are routine; a reason is asked only where money leaves or a flag closes. */
const reasonRequired = (action: PaymentReviewAction) => action === 'refund' || action === 'resolve';

/**
 * /admin/payments: payments a person must decide on (stuck, flagged, paid twice), oldest first, and paybill payments
 * received but not matched to an order. Each action takes a note, or a reason where money leaves the shop (kept in the
 * audit log and on the payment's timeline), and toasts the server's answer.
 */
export function PaymentsReviewPage() {
  useDocumentTitle('Payments to check');
  const review = usePaymentsReview();
  const act = usePaymentReviewAction();
  const [open, setOpen] = useState<Open | null>(null);
  const items = review.data?.pages.flatMap((page) => page.items) ?? [];

  const confirm = (answer: { reason: string; reference: string }) => {
    if (!open) return;
    const request = requestFor(open, answer);
    if (typeof request === 'string') {
      toast.error(request);
      return;
    }
    act.mutate(request, {
      onSuccess: (result) => {
        toast.success(result.message);
        setOpen(null);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
    });
  };

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Payments to check</h1>
        <p className="mt-1 text-ink-700">M-Pesa payments still waiting after the prompt, payments flagged by the payment core, orders paid twice, and paybill payments that found no order.</p>
      </div>
      <PagedList
        query={review}
        count={items.length}
        errorText="Could not load the payments. Please try again."
        skeletonClassName="h-48 w-full rounded-2xl"
        empty={
          <StatusView icon={CircleCheck} title="Nothing to check">
            <p>Every payment has settled on its own.</p>
          </StatusView>
        }
      >
        <ul className="flex flex-col gap-3" aria-label="Payments to check">
          {items.map((item) => (
            <ReviewItem key={item.id} item={item} onAction={(action) => setOpen({ item, action })} />
          ))}
        </ul>
      </PagedList>
      <ReceivedPayments />
      {open ? (
        <ReasonDialog
          title={actionLabels[open.action].title}
          confirmLabel={actionLabels[open.action].confirm}
          askReference={open.action === 'refund'}
          reasonRequired={reasonRequired(open.action)}
          pending={act.isPending}
          onConfirm={confirm}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
