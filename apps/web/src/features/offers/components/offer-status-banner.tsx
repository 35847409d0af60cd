import { stockKey, type Offer } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { CircleCheck, CircleX, Hourglass, type LucideIcon } from '@/ui/icons';
import { useLingui, useMoney, useT, type MessageId } from '@/i18n';

const looks: Record<Offer['status'], { title: MessageId; icon: LucideIcon; box: string; iconColour: string }> = {
  pending: { title: 'offers.status.pending', icon: Hourglass, box: 'border-accent-400 bg-accent-100/70', iconColour: 'text-accent-600' },
  accepted: { title: 'offers.status.accepted', icon: CircleCheck, box: 'border-success-600/40 bg-success-50', iconColour: 'text-success-700' },
  rejected: { title: 'offers.status.rejected', icon: CircleX, box: 'border-danger-600/30 bg-danger-50', iconColour: 'text-danger-700' },
  expired: { title: 'offers.status.expired', icon: Hourglass, box: 'border-ink-200 bg-ink-50', iconColour: 'text-ink-600' },
};

const dayAndTime = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

function useDetail(offer: Offer, size: string): string {
  const t = useT();
  const { i18n } = useLingui();
  const price = useMoney().price(offer.suggestedPrice);
  if (offer.status === 'pending') return t('offers.detail.pending', { price, size });
  if (offer.status === 'rejected') return t('offers.detail.rejected', { price, size });
  if (offer.status === 'expired') return t('offers.detail.expired', { price, size });
  if (!offer.expiresAt) return t('offers.detail.inCart', { price, size });
  const until = new Date(offer.expiresAt);
  return t(until.getTime() > Date.now() ? 'offers.detail.until' : 'offers.detail.applied', { price, size, until: i18n.date(until, dayAndTime) });
}

/** The latest offer's status (spec 1 §4): pending, accepted or rejected, with what it means for the customer. */
export function OfferStatusBanner({ offer, weights }: { offer: Offer; weights: readonly string[] }) {
  const { title, icon: Icon, box, iconColour } = looks[offer.status];
  const size = weights.find((weight) => stockKey(weight) === stockKey(offer.weight)) ?? offer.weight;
  const t = useT();
  const detail = useDetail(offer, size);
  return (
    <div role="status" className={cn('flex gap-3 rounded-xl border p-3', box)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColour)} />
      <div>
        <p className="font-semibold text-ink-900">{t(title)}</p>
        <p className="mt-0.5 text-sm text-ink-700">{detail}</p>
      </div>
    </div>
  );
}
