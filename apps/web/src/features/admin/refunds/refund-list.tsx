import { useState } from 'react';
import type { AdminRefund } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/ui/toaster';
import { ReasonDialog } from '../components/reason-dialog';
import { useHandBack } from './refunds-api';
import { RefundItem } from './refund-item';

/** Refunds with their hand-back dialog (the Refunds screen and the order page share it). */
export function RefundList({ refunds, label, showOrder = true }: { refunds: AdminRefund[]; label: string; showOrder?: boolean }) {
  const handBack = useHandBack();
  const [open, setOpen] = useState<AdminRefund | null>(null);
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={label}>
        {refunds.map((refund) => <RefundItem key={refund.id} refund={refund} onHandBack={setOpen} showOrder={showOrder} />)}
      </ul>
      {open ? (
        <ReasonDialog
          title="Record a hand-back"
          description={`${open.text}. Say who gave it back and how (e.g. "Cash handed over at the counter by Mary").`}
          confirmLabel="Money given back"
          pending={handBack.isPending}
          onClose={() => setOpen(null)}
          onConfirm={({ reason }) => handBack.mutate({ id: open.id, note: reason }, {
            onSuccess: () => {
              toast.success('Hand-back recorded');
              setOpen(null);
            },
            onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
          })}
        />
      ) : null}
    </>
  );
}
