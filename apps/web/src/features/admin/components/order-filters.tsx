import { Field } from '@/ui/field';
import type { AdminOrderFilters } from '../api/keys';
import { attentionOptions, methodOptions, orderStatusOptions, paymentStatusOptions } from '../order-labels';
import { SearchFilters } from './search-filters';
import { SelectField } from './select-field';

export type FilterName = keyof AdminOrderFilters;

interface OrderFiltersProps {
  filters: AdminOrderFilters;
  onChange: (name: FilterName, value: string) => void;
}

/** Status, payment status, method and dates apply at once; the search applies when submitted. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  return (
    <SearchFilters label="Search orders" placeholder="Order id, phone, e-mail or name" initial={filters.q ?? ''} onSearch={(search) => onChange('q', search.trim())}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        <SelectField label="Status" value={filters.status ?? ''} options={orderStatusOptions} onChange={(value) => onChange('status', value)} />
        <SelectField
          label="Payment"
          value={filters.paymentStatus ?? ''}
          options={paymentStatusOptions}
          onChange={(value) => onChange('paymentStatus', value)}
        />
        <SelectField label="Method" value={filters.method ?? ''} options={methodOptions} onChange={(value) => onChange('method', value)} />
        <SelectField label="Waiting for" value={filters.attention ?? ''} options={attentionOptions} onChange={(value) => onChange('attention', value)} />
        <Field label="From" type="date" value={filters.from ?? ''} onChange={(event) => onChange('from', event.target.value)} />
        <Field label="To" type="date" value={filters.to ?? ''} onChange={(event) => onChange('to', event.target.value)} />
      </div>
    </SearchFilters>
  );
}
