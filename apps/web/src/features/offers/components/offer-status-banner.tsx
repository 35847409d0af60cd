import { formatCardPrice, stockKey, type Offer } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { CircleCheck, CircleX, Hourglass, type LucideIcon } from '@/ui/icons';

const looks: Record<Offer['status'], { title: string; icon: LucideIcon; box: string; iconColour: string }> = {
  pending: { title: 'Offer Pending Review', icon: Hourglass, box: 'border-accent-400 bg-accent-100/70', iconColour: 'text-accent-600' },
  accepted: { title: 'Offer Approved!', icon: CircleCheck, box: 'border-success-600/40 bg-success-50', iconColour: 'text-success-700' },
  rejected: { title: 'Offer Rejected', icon: CircleX, box: 'border-danger-600/30 bg-danger-50', iconColour: 'text-danger-700' },
  expired: { title: 'Offer Expired', icon: Hourglass, box: 'border-ink-200 bg-ink-50', iconColour: 'text-ink-600' },
};

const dayAndTime = new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function detail(offer: Offer, size: string): string {
  const price = formatCardPrice(offer.suggestedPrice);
  if (offer.status === 'pending') return `You offered ${price} for size ${size}. We will let you know soon.`;
  if (offer.status === 'rejected') return `Your offer of ${price} for size ${size} was not accepted. You can make a new one.`;
  if (offer.status === 'expired') return `Your approved price of ${price} for size ${size} has expired. You can make a new offer.`;
  if (!offer.expiresAt) return `Your price of ${price} for size ${size} applies in your cart.`;
  const until = new Date(offer.expiresAt);
  const verb = until.getTime() > Date.now() ? 'applies in your cart' : 'applied';
  return `Your price of ${price} for size ${size} ${verb} until ${dayAndTime.format(until)}.`;
}

/** The latest offer's status (spec 1 §4): pending, accepted or rejected, with what it means for the customer. */
export function OfferStatusBanner({ offer, weights }: { offer: Offer; weights: readonly string[] }) {
  const { title, icon: Icon, box, iconColour } = looks[offer.status];
  const size = weights.find((weight) => stockKey(weight) === stockKey(offer.weight)) ?? offer.weight;
  return (
    <div role="status" className={cn('flex gap-3 rounded-xl border p-3', box)}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColour)} />
      <div>
        <p className="font-semibold text-ink-900">{title}</p>
        <p className="mt-0.5 text-sm text-ink-700">{detail(offer, size)}</p>
      </div>
    </div>
  );
}
