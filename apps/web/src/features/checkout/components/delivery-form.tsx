import type { ReactNode } from 'react';
import type { AddressDraft, AddressField, AddressProblems } from '../delivery-address';
import { Field } from '@/ui/field';
import { useT, type MessageId } from '@/i18n';
import { useSay } from '@/features/payments/message-words';
import { CountySelect } from './county-select';

interface DeliveryFormProps {
  values: AddressDraft;
  errors: AddressProblems;
  onChange: (field: AddressField, value: string) => void;
  onLeave: (field: AddressField) => void;
  /** The county's delivery options, under the address. */
  children?: ReactNode;
}

interface FieldSpec {
  field: AddressField;
  label: MessageId;
  autoComplete: string;
  type?: 'email' | 'tel';
  hint?: MessageId;
  /** Takes half the row from small screens up. */
  half?: boolean;
}

/** The spec's address fields; `city` is labelled County (a choice of the 47) and `state` Sub-County (spec 2 §3). */
const fields: FieldSpec[] = [
  { field: 'firstName', label: 'checkout.address.firstName', autoComplete: 'given-name', half: true },
  { field: 'lastName', label: 'checkout.address.lastName', autoComplete: 'family-name', half: true },
  { field: 'email', label: 'checkout.address.email', autoComplete: 'email', type: 'email' },
  { field: 'street', label: 'checkout.address.street', autoComplete: 'street-address' },
  { field: 'city', label: 'checkout.county.label', autoComplete: 'address-level1', half: true },
  { field: 'state', label: 'checkout.address.state', autoComplete: 'address-level2', half: true },
  { field: 'pickupLocation', label: 'checkout.address.pickupLocation', autoComplete: 'off', hint: 'checkout.address.pickupHint' },
  { field: 'phone', label: 'checkout.address.phone', autoComplete: 'tel', type: 'tel', hint: 'checkout.address.phoneHint' },
];

/** Where the order goes and whom to call. */
export function DeliveryForm({ values, errors, onChange, onLeave, children }: DeliveryFormProps) {
  const t = useT();
  const say = useSay();
  return (
    <section aria-labelledby="delivery-title" className="rounded-3xl border border-ink-200 p-5 sm:p-6">
      <h2 id="delivery-title" className="mb-5 text-lg font-semibold text-ink-900">
        {t('checkout.address.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((spec) => (spec.field === 'city' ? (
          <CountySelect key="city" value={values.city} error={errors.city} onChange={(county) => onChange('city', county)} onLeave={() => onLeave('city')} />
        ) : (
          <Field
            key={spec.field}
            className={spec.half ? undefined : 'sm:col-span-2'}
            label={t(spec.label)}
            name={spec.field}
            type={spec.type ?? 'text'}
            inputMode={spec.type === 'tel' ? 'tel' : undefined}
            autoComplete={spec.autoComplete}
            value={values[spec.field]}
            error={errors[spec.field] === undefined ? undefined : say(errors[spec.field] ?? '')}
            hint={spec.hint ? t(spec.hint) : undefined}
            onChange={(event) => onChange(spec.field, event.target.value)}
            onBlur={() => onLeave(spec.field)}
          />
        )))}
        {children}
      </div>
    </section>
  );
}
