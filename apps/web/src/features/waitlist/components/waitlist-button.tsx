import { toast } from '@/ui/toaster';
import { useRequireLogin } from '@/lib/use-require-login';
import { Button } from '@/ui/button';
import { BellRing, CircleCheck } from '@/ui/icons';
import { useIsOnWaitlist } from '../api/check-waitlist';
import { useJoinWaitlist } from '../use-join-waitlist';
import { useT } from '@/i18n';

interface WaitlistButtonProps {
  productId: string;
  /** The chosen weight (sold out), or null when none is chosen yet. */
  weight: string | null;
  /** Called when a weight must be chosen first (the page shows the weights). */
  onNeedWeight: () => void;
  /** Said when nothing is chosen: the spec's 'Please select a weight', or the size or age the options are. */
  chooseFirst: string;
}

/** 'Join waitlist' for a sold-out weight; 'ON WAITLIST', disabled, once the customer waits for it (spec 1 §4). */
export function WaitlistButton({ productId, weight, onNeedWeight, chooseFirst }: WaitlistButtonProps) {
  const onWaitlist = useIsOnWaitlist(productId, weight);
  const { join, isPending } = useJoinWaitlist();
  const requireLogin = useRequireLogin();
  const t = useT();

  const onJoin = () => {
    if (!weight) {
      toast.error(chooseFirst);
      onNeedWeight();
      return;
    }
    if (requireLogin({ kind: 'waitlist', productId, weight, quantity: 1 })) join(productId, weight);
  };

  if (onWaitlist) {
    return (
      <Button size="lg" variant="secondary" className="w-full sm:w-auto" disabled>
        <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
        {t('waitlist.on')}
      </Button>
    );
  }
  return (
    <Button size="lg" variant="accent" className="w-full sm:w-auto" disabled={isPending} onClick={onJoin}>
      <BellRing aria-hidden="true" className="size-4" />
      {t('waitlist.join')}
    </Button>
  );
}
