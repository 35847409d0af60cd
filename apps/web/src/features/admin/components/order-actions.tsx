import { useState } from 'react';
import { CANCELLATION_WINDOW_DAYS, type AdminOrderDetailResponse } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toaster';
import { useAdminOrderAction, type AdminOrderAction } from '../api/order-actions';
import { CollectionDialog } from './collection-dialog';
import { DispatchDialog } from './dispatch-dialog';
import { ReasonDialog } from './reason-dialog';

interface ActionSpec {
  id: string;
  label: string;
  /** Builds the request from what the dialog asked (dispatch and collection have forms of their own). */
  build?: (answer: { reason: string; reference: string }) => AdminOrderAction;
  askReference?: boolean;
  /** Routine (no money leaves the shop): a note is optional. Otherwise a reason is required. */
  routine?: boolean;
  /** The dialog's question, naming the order, when it differs from the button. */
  question?: string;
  /** What confirming does, said in the dialog before the person commits. */
  consequence?: string;
}

/** Payments a person confirms: a Sidian paybill transfer, the cash of a cash-on-delivery order. */
const personConfirmed = new Set(['sidian', 'cod']);

/**
 * What a person may confirm here: a Sidian or COD order's payment, or a deposit order's bank transfer (its deposit or
 * one towards its balance) still waiting for the shop to see it. Null: nothing to confirm by hand.
 */
function confirmLabelOf({ order, attempts }: AdminOrderDetailResponse): string | null {
  if (order.paymentMethodId !== 'deposit') return personConfirmed.has(order.paymentMethodId) ? 'Confirm payment' : null;
  const bankWaiting = attempts.some((attempt) => attempt.purpose !== 'full' && attempt.provider === 'sidian' && attempt.state === 'pending');
  return bankWaiting ? 'Confirm bank payment' : null;
}

/** The actions that make sense for the order as it stands; the server checks again and says why if not. */
function availableActions(detail: AdminOrderDetailResponse): ActionSpec[] {
  const { order, cancellation } = detail;
  const open = order.status === 'Pending';
  const paid = order.paymentStatus === 'paid';
  const actions: ActionSpec[] = [];
  const confirmLabel = confirmLabelOf(detail);
  if (open && !paid && confirmLabel) {
    actions.push({ id: 'confirm', label: confirmLabel, askReference: true, routine: true, build: (a) => ({ kind: 'confirm-payment', ...a }) });
  }
  if (open && paid && !order.dispatchedDate) actions.push({ id: 'dispatch', label: 'Mark dispatched' });
  if (open && paid && !order.readyForCollectionAt) actions.push({ id: 'collection', label: 'Ready for collection' });
  if (open && paid) {
    actions.push({
      id: 'deliver', label: 'Mark delivered', routine: true, question: `Mark ${order.orderId} as delivered?`,
      consequence: `This ends the order: the customer's ${CANCELLATION_WINDOW_DAYS}-day return window starts now. It cannot be undone.`,
      build: ({ reason }) => ({ kind: 'deliver', reason }),
    });
  }
  if (open && !paid) {
    // A deposit order with money in is cancelled as a whole: what was paid is raised for a person to hand back.
    const partPaid = order.deposits.some((entry) => entry.status === 'paid');
    actions.push({ id: 'cancel', label: partPaid ? 'Cancel order and hand back payments' : 'Cancel unpaid order', build: ({ reason }) => ({ kind: 'cancel', reason }) });
  }
  if (cancellation?.status === 'pending') {
    actions.push({ id: 'approve', label: 'Approve cancellation', build: ({ reason }) => ({ kind: 'decide-cancellation', approve: true, reason }) });
    actions.push({ id: 'reject', label: 'Reject cancellation', build: ({ reason }) => ({ kind: 'decide-cancellation', approve: false, reason }) });
  }
  return actions;
}

/**
 * Buttons for the order's actions; each opens a dialog first (naming the order and what happens, asking a reason
 * where money leaves), and only its confirmation calls the API; then the server's answer is toasted.
 */
export function OrderActions({ detail }: { detail: AdminOrderDetailResponse }) {
  const [open, setOpen] = useState<ActionSpec | null>(null);
  const action = useAdminOrderAction(detail.order.orderId);
  const actions = availableActions(detail);
  if (actions.length === 0) return null;

  const send = (request: AdminOrderAction) => {
    action.mutate(request, {
      onSuccess: (result) => {
        toast.success(result.message);
        setOpen(null);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
    });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {actions.map((spec) => (
        <Button key={spec.id} variant={spec.id === 'reject' || spec.id === 'cancel' ? 'secondary' : 'accent'} onClick={() => setOpen(spec)}>
          {spec.label}
        </Button>
      ))}
      {open?.id === 'dispatch' ? (
        <DispatchDialog orderId={detail.order.orderId} pending={action.isPending} onConfirm={(answer) => send({ kind: 'dispatch', ...answer })} onClose={() => setOpen(null)} />
      ) : null}
      {open?.id === 'collection' ? (
        <CollectionDialog orderId={detail.order.orderId} pending={action.isPending} onConfirm={(answer) => send({ kind: 'ready-for-collection', ...answer })} onClose={() => setOpen(null)} />
      ) : null}
      {open?.build ? (
        <ReasonDialog
          title={open.question ?? open.label}
          description={open.consequence}
          confirmLabel={open.label}
          askReference={open.askReference}
          reasonRequired={!open.routine}
          pending={action.isPending}
          onConfirm={(answer) => open.build && send(open.build(answer))}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
