import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { isValidOffer, offerRange } from '@mitumba/contracts/plain';
import { useProfile } from '@/features/account';
import { isApiError } from '@/lib/api-client';
import { useRequireLogin } from '@/lib/use-require-login';
import { Button } from '@/ui/button';
import { useSubmitOffer } from '../api/submit-offer';
import { useT, type Translate } from '@/i18n';

interface OfferFormProps {
  productId: string;
  price: number;
  weight: string | null;
  onNeedWeight: () => void;
  /** Said when nothing is chosen: the spec's 'Please select a weight', or the size or age the options are. */
  chooseFirst: string;
  onCancel?: () => void;
  /** The price typed before a login, to send now. */
  initialOffer?: number;
}

/** Spec 1 §8: 'Failed to submit offer' when the server says no without a reason, else 'Error submitting offer: …'. */
function offerFailure(t: Translate, error: Error): string {
  if (isApiError(error, 200)) return t('offers.failed');
  const message = isApiError(error) && error.status > 0 ? error.message : '';
  return t('offers.error', { reason: message || t('offers.tryAgain') });
}

/** The offer input: from the price minus 2000 up to the price, in steps of 100 (spec 1 §5). */
export function OfferForm({ productId, price, weight, onNeedWeight, chooseFirst, onCancel, initialOffer }: OfferFormProps) {
  const [value, setValue] = useState(initialOffer === undefined ? '' : String(initialOffer));
  const inputId = useId();
  const t = useT();
  const requireLogin = useRequireLogin();
  const submit = useSubmitOffer();
  const phone = useProfile().data?.phone;
  const { min, max, step } = offerRange(price);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!weight) {
      toast.error(chooseFirst);
      onNeedWeight();
      return;
    }
    const offer = Number(value);
    if (value.trim() === '' || !isValidOffer(price, offer)) {
      toast.error(t('offers.range', { min, max }));
      return;
    }
    if (!requireLogin({ kind: 'offer', productId, weight, quantity: 1, offer })) return;
    submit.mutate(
      { productId, weight, suggestedPrice: offer, phone },
      {
        onSuccess: (response) => toast.success(response.message),
        onError: (error) => {
          if (!isApiError(error, 401)) toast.error(offerFailure(t, error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('offers.form.label')} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('offers.form.input')}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        placeholder={t('offers.form.placeholder', { example: Math.max(min, max - step * 5) })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="min-h-11 flex-1 rounded-full border border-ink-300 bg-white px-4 text-base outline-none focus:border-ink-900"
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" className="flex-1" disabled={submit.isPending}>
          {submit.isPending ? t('offers.form.sending') : t('offers.form.submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('offers.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
