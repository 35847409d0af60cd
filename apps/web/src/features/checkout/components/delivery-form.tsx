import type { ReactNode } from 'react';
import type { AddressDraft, AddressField, AddressProblems } from '../delivery-address';
import { Field } from '@/ui/field';
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
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  hint?: string;
  /** Takes half the row from small screens up. */
  half?: boolean;
}

/** The spec's address fields; `city` is labelled County (a choice of the 47) and `state` Sub-County (spec 2 §3). */
const fields: FieldSpec[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { field: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { field: 'street', label: 'Street address', autoComplete: 'street-address' },
  { field: 'city', label: 'County', autoComplete: 'address-level1', half: true },
  { field: 'state', label: 'Sub-County', autoComplete: 'address-level2', half: true },
  { field: 'pickupLocation', label: 'Pickup location (optional)', autoComplete: 'off', hint: 'A shop, stage or landmark where you can collect the parcel' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', hint: 'We call this number about the delivery, e.g. 0712345678' },
];

/** Where the order goes and whom to call. */
export function DeliveryForm({ values, errors, onChange, onLeave, children }: DeliveryFormProps) {
  return (
    <section aria-labelledby="delivery-title" className="rounded-3xl border border-ink-200 p-5 sm:p-6">
      <h2 id="delivery-title" className="mb-5 text-lg font-semibold text-ink-900">
        Delivery information
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((spec) => (spec.field === 'city' ? (
          <CountySelect key="city" value={values.city} error={errors.city} onChange={(county) => onChange('city', county)} onLeave={() => onLeave('city')} />
        ) : (
          <Field
            key={spec.field}
            className={spec.half ? undefined : 'sm:col-span-2'}
            label={spec.label}
            name={spec.field}
            type={spec.type ?? 'text'}
            inputMode={spec.type === 'tel' ? 'tel' : undefined}
            autoComplete={spec.autoComplete}
            value={values[spec.field]}
            error={errors[spec.field]}
            hint={spec.hint}
            onChange={(event) => onChange(spec.field, event.target.value)}
            onBlur={() => onLeave(spec.field)}
          />
        )))}
        {children}
      </div>
    </section>
  );
}
