import { Field } from '@/ui/field';
import type { MethodPhoneField } from '../payment-choice';

/** Whose prompt each phone field receives. */
const labels: Record<MethodPhoneField, string> = {
  mpesaPhone: 'M-Pesa phone number',
  lipiaPhone: 'Lipia phone number',
  tinypesaPhone: 'TinyPesa phone number',
  pesafluxPhone: 'PesaFlux phone number',
  kcbPhone: 'KCB phone number',
  hybridPhone: 'Mobile payment phone number',
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
  return (
    <Field
      label={labels[field]}
      name={field}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
      error={error}
      hint="The M-Pesa prompt goes to this phone"
    />
  );
}
