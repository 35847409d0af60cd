import { useState } from 'react';
import type { AdminOrderDetailResponse } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toaster';
import { useAdminOrderAction, type AdminOrderAction } from '../api/order-actions';
import { ReasonDialog } from './reason-dialog';

interface ActionSpec {
  id: string;
  label: string;
  /** Builds the request from what the dialog asked. */
  build: (answer: { reason: string; reference: string }) => AdminOrderAction;
  askReference?: boolean;
}

/** Payments a person confirms: a Sidian paybill transfer, the cash of a cash-on-delivery order. */
const personConfirmed = new Set(['sidian', 'cod']);

/** The actions that make sense for the order as it stands; the server checks again and says why if not. */
function availableActions({ order, cancellation }: AdminOrderDetailResponse): ActionSpec[] {
  const open = order.status === 'Pending';
  const paid = order.paymentStatus === 'paid';
  const actions: ActionSpec[] = [];
  if (open && !paid && personConfirmed.has(order.paymentMethodId)) {
    actions.push({ id: 'confirm', label: 'Confirm payment', askReference: true, build: (a) => ({ kind: 'confirm-payment', ...a }) });
  }
  if (open && paid && !order.dispatchedDate) actions.push({ id: 'dispatch', label: 'Mark dispatched', build: ({ reason }) => ({ kind: 'dispatch', reason }) });
  if (open && paid) actions.push({ id: 'deliver', label: 'Mark delivered', build: ({ reason }) => ({ kind: 'deliver', reason }) });
  if (open && !paid) actions.push({ id: 'cancel', label: 'Cancel unpaid order', build: ({ reason }) => ({ kind: 'cancel', reason }) });
  if (cancellation?.status === 'pending') {
    actions.push({ id: 'approve', label: 'Approve cancellation', build: ({ reason }) => ({ kind: 'decide-cancellation', approve: true, reason }) });
    actions.push({ id: 'reject', label: 'Reject cancellation', build: ({ reason }) => ({ kind: 'decide-cancellation', approve: false, reason }) });
  }
  return actions;
}

/** Buttons for the order's actions; each opens a dialog asking the reason, then toasts the server's answer. */
export function OrderActions({ detail }: { detail: AdminOrderDetailResponse }) {
  const [open, setOpen] = useState<ActionSpec | null>(null);
  const action = useAdminOrderAction(detail.order.orderId);
  const actions = availableActions(detail);
  if (actions.length === 0) return null;

  const confirm = (spec: ActionSpec, answer: { reason: string; reference: string }) => {
    action.mutate(spec.build(answer), {
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
      {open ? (
        <ReasonDialog
          title={open.label}
          confirmLabel={open.label}
          askReference={open.askReference}
          pending={action.isPending}
          onConfirm={(answer) => confirm(open, answer)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
