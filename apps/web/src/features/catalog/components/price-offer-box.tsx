import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { OFFER_RANGE_BELOW_PRICE, OFFER_STEP, formatCardPrice, type Product } from '@mitumba/contracts/plain';
import { useSubmitOffer } from '@/features/offers';
import { Button } from '@/ui/button';
import { useRequireLogin } from './use-require-login';

/** Offers run from the price minus 2000 up to the price, in steps of 100 (spec 1 §5). */
export function offerRange(price: number): { min: number; max: number } {
  return { min: Math.max(0, price - OFFER_RANGE_BELOW_PRICE), max: price };
}

/** The clearance price-offer box: the customer suggests a lower price for a chosen weight. */
export function PriceOfferBox({ product, weight }: { product: Product; weight: string | null }) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const requireLogin = useRequireLogin();
  const submitOffer = useSubmitOffer();
  const { min, max } = offerRange(product.price);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!weight) {
      toast.error('Please select a weight');
      return;
    }
    const offer = Number(value);
    if (value.trim() === '' || !Number.isFinite(offer) || offer < min || offer > max) {
      toast.error(`Please enter a price between ${min} and ${max}`);
      return;
    }
    if (requireLogin()) submitOffer({ productId: product._id, weight, suggestedPrice: offer });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-2xl border border-orange-500/40 bg-accent-100/40 p-4">
      <h2 className="text-sm font-semibold text-ink-900">Make an offer</h2>
      <p className="mt-1 text-sm text-ink-600">
        This clearance item takes offers from {formatCardPrice(min)} to {formatCardPrice(max)}.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Your offer in Ksh
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={OFFER_STEP}
          placeholder={`e.g. ${Math.max(min, max - OFFER_STEP * 5)}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-11 flex-1 rounded-full border border-ink-300 bg-white px-4 text-base outline-none focus:border-ink-900"
        />
        <Button type="submit" variant="primary">
          Submit offer
        </Button>
      </div>
    </form>
  );
}
