import { Field } from '@/ui/field';
import type { MethodPhoneField } from '../payment-choice';
import { useT, type MessageId } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

/** Whose prompt each phone field receives. */
const labels: Record<MethodPhoneField, MessageId> = {
  mpesaPhone: 'checkout.phone.mpesaPhone',
  lipiaPhone: 'checkout.phone.lipiaPhone',
  tinypesaPhone: 'checkout.phone.tinypesaPhone',
  pesafluxPhone: 'checkout.phone.pesafluxPhone',
  kcbPhone: 'checkout.phone.kcbPhone',
  hybridPhone: 'checkout.phone.hybridPhone',
};

interface MethodPhoneInputProps {
  field: MethodPhoneField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onLeave: () => void;
}

/** The phone a method sends its M-Pesa prompt to: the delivery phone until edited, 10 digits (spec 2 §5). */
export function MethodPhoneInput({ field, value, error, onChange, onLeave }: MethodPhoneInputProps) {
  const t = useT();
  const say = useSay();
  return (
    <Field
      label={t(labels[field])}
      name={field}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
      error={error && say(error)}
      hint={t('checkout.phone.hint')}
    />
  );
}
