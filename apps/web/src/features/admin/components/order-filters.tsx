import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import type { AdminOrderFilters } from '../api/keys';
import { methodOptions, orderStatusOptions, paymentStatusOptions } from '../order-labels';
import { SelectField } from './select-field';

export type FilterName = keyof AdminOrderFilters;

interface OrderFiltersProps {
  filters: AdminOrderFilters;
  onChange: (name: FilterName, value: string) => void;
}

/** Status, payment status, method and dates apply at once; the search applies when submitted. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const [search, setSearch] = useState(filters.q ?? '');
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange('q', search.trim());
  };
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-4">
      <form role="search" onSubmit={submitSearch} className="flex items-end gap-2">
        <Field
          className="flex-1"
          label="Search orders"
          type="search"
          placeholder="Order id, phone, e-mail or name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <SelectField label="Status" value={filters.status ?? ''} options={orderStatusOptions} onChange={(value) => onChange('status', value)} />
        <SelectField
          label="Payment"
          value={filters.paymentStatus ?? ''}
          options={paymentStatusOptions}
          onChange={(value) => onChange('paymentStatus', value)}
        />
        <SelectField label="Method" value={filters.method ?? ''} options={methodOptions} onChange={(value) => onChange('method', value)} />
        <Field label="From" type="date" value={filters.from ?? ''} onChange={(event) => onChange('from', event.target.value)} />
        <Field label="To" type="date" value={filters.to ?? ''} onChange={(event) => onChange('to', event.target.value)} />
      </div>
    </div>
  );
}
