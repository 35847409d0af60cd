import { useState } from 'react';
import { offerRange, type Product } from '@mitumba/contracts/plain';
import { Button } from '@/ui/button';
import { HandCoins } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { useUserOffers } from '../api/get-user-offers';
import { OfferForm } from './offer-form';
import { OfferStatusBanner } from './offer-status-banner';
import { useMoney, useT } from '@/i18n';
import { optionWords } from '@/ui/product-words';

interface PriceOfferBoxProps {
  product: Product;
  weight: string | null;
  /** Called when a weight must be chosen first (the page shows the weights). */
  onNeedWeight: () => void;
  /** An offer begun before a login: the form opens with it, ready to send. */
  resumedOffer?: number;
}

/**
 * The clearance price-offer box (spec 1 §4): 'Make an offer' opens the form; once an offer exists its status banner
 * takes the button's place, and the form stays hidden while the latest offer is pending or accepted.
 */
export function PriceOfferBox({ product, weight, onNeedWeight, resumedOffer }: PriceOfferBoxProps) {
  const [open, setOpen] = useState(resumedOffer !== undefined);
  const offers = useUserOffers(product._id);
  const latest = offers.data?.[0];
  const { min, max } = offerRange(product.price);
  const t = useT();
  const money = useMoney();
  // After a rejection or an expired approval the customer may offer again.
  const formShown = latest ? latest.status === 'rejected' || latest.status === 'expired' : open;
  const form = (
    <OfferForm
      productId={product._id}
      price={product.price}
      weight={weight}
      onNeedWeight={onNeedWeight}
      chooseFirst={optionWords(t, product.weights).chooseFirst}
      onCancel={latest ? undefined : () => setOpen(false)}
      initialOffer={resumedOffer}
    />
  );

  return (
    <section aria-labelledby="offer-title" className="space-y-3 rounded-2xl border border-orange-500/40 bg-accent-100/40 p-4">
      <div className="flex items-start gap-3">
        <HandCoins aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
        <div>
          <h2 id="offer-title" className="text-sm font-semibold text-ink-900">
            {t('offers.box.title')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            {t('offers.box.text', { min: money.price(min), max: money.price(max) })}
          </p>
        </div>
      </div>
      {offers.isLoading ? (
        <Skeleton className="h-11 rounded-full" />
      ) : latest ? (
        <OfferStatusBanner offer={latest} weights={product.weights} />
      ) : open ? null : (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t('offers.box.make')}
        </Button>
      )}
      {formShown ? form : null}
    </section>
  );
}
