import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { useState } from 'react';
import { apiFetch, isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toaster';
import { ReasonDialog } from '../components/reason-dialog';

/**
 * "Pay back" on a payment taken twice: POST /api/admin/payments/:attemptId/pay-back, after a reason. The refund is
 * then paid out by the provider by itself (the Refunds screen shows it).
 */
export function PayBackButton({ attemptId, amount }: { attemptId: string; amount: number }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const payBack = useMutation({
    mutationFn: (reason: string) =>
      apiFetch<{ success: true; message: string }>(`/api/admin/payments/${encodeURIComponent(attemptId)}/pay-back`, { method: 'POST', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <>
      <Button variant="accent" onClick={() => setOpen(true)}>
        Pay back
      </Button>
      {open ? (
        <ReasonDialog
          title="Pay this payment back"
          description={`${formatCardPrice(amount)} goes back the way it came (M-Pesa or card) by itself; cash waits on the Refunds screen for you.`}
          confirmLabel="Pay back"
          pending={payBack.isPending}
          onClose={() => setOpen(false)}
          // mutateAsync, not mutate's callbacks: the paid-back row leaves the list on the refetch, taking this button along.
          onConfirm={({ reason }) => payBack.mutateAsync(reason).then(
            (result) => {
              toast.success(result.message);
              setOpen(false);
            },
            (error: unknown) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
          )}
        />
      ) : null}
    </>
  );
}
