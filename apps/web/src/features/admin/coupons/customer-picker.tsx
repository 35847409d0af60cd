import { useState } from 'react';
import type { AdminCustomerRow } from '@mitumba/contracts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useCustomerMatches } from './coupons-api';

interface CustomerPickerProps {
  chosen: AdminCustomerRow | null;
  onChoose: (customer: AdminCustomerRow | null) => void;
  error?: string;
}

/** Binds a coupon to one customer, found by name, e-mail or phone; none chosen means anyone may use it. */
export function CustomerPicker({ chosen, onChoose, error }: CustomerPickerProps) {
  const [text, setText] = useState('');
  const matches = useCustomerMatches(useDebouncedValue(text));

  if (chosen) {
    return (
      <div className="rounded-xl border border-ink-300 p-3 text-sm">
        <p className="font-medium text-ink-900">Only for {chosen.name}</p>
        <p className="wrap-anywhere text-ink-600">{chosen.email} · {chosen.phone}</p>
        <Button variant="ghost" className="mt-1 -ml-3" onClick={() => onChoose(null)}>Let anyone use it</Button>
      </div>
    );
  }

  const found = matches.data?.customers ?? [];
  return (
    <div>
      <Field
        label="Only for one customer (optional)" value={text} onChange={(event) => setText(event.target.value)} error={error}
        hint="Type a name, e-mail or phone to find them; leave empty for a coupon anyone can use" autoComplete="off"
      />
      {found.length > 0 ? (
        <ul aria-label="Matching customers" className="mt-2 flex flex-col gap-1">
          {found.map((customer) => (
            <li key={customer.id}>
              <button
                type="button" onClick={() => onChoose(customer)}
                className="w-full rounded-xl border border-ink-200 px-3 py-2 text-left text-sm hover:border-ink-900 focus:border-ink-900"
              >
                <span className="block font-medium text-ink-900">{customer.name}</span>
                <span className="block wrap-anywhere text-ink-600">{customer.email} · {customer.phone}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : matches.isSuccess && text.trim().length >= 2 ? <p className="mt-2 text-sm text-ink-600">No customer matches.</p> : null}
    </div>
  );
}
