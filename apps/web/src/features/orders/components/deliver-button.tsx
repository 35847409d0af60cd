import { useT } from '@/i18n';
import { toast } from '@/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Truck } from '@/ui/icons';
import { useDeliverOrder } from '../api/deliver-order';

/** 'Mark as delivered' (spec 2 §4, §8): the server's message when it refuses, else 'Failed to mark as delivered'. */
export function DeliverButton({ orderId }: { orderId: string }) {
  const t = useT();
  const deliver = useDeliverOrder({
    onDelivered: (answer) => toast.success(answer.message || t('orders.deliver.done')),
    onRefused: (error) => toast.error(isApiError(error) && error.status > 0 ? error.message : t('orders.deliver.failed')),
  });
  return (
    <Button variant="accent" onClick={() => deliver.mutate(orderId)} disabled={deliver.isPending}>
      <Truck aria-hidden="true" className="size-4" />
      {t('orders.deliver.button')}
    </Button>
  );
}
