import { useState } from 'react';
import { SearchFilters } from '../components/search-filters';
import { SelectField } from '../components/select-field';
import { adminCustomerListQuerySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import type { CustomerFilters as Filters } from './customers-api';
import { roleOptions, statusOptions } from './customer-labels';

export type CustomerFilterName = keyof Filters;

/** Role and status apply at once; the search (checked with the API's own contract) applies when submitted. */
export function CustomerFilters({ filters, onChange }: { filters: Filters; onChange: (name: CustomerFilterName, value: string) => void }) {
  const [error, setError] = useState<string | undefined>();
  const search = (text: string) => {
    const checked = validateWith(adminCustomerListQuerySchema, { q: text });
    if (!checked.ok) {
      setError(checked.errors.q ?? checked.errors.form);
      return;
    }
    setError(undefined);
    onChange('q', checked.value.q ?? '');
  };
  return (
    <SearchFilters label="Search customers" placeholder="Part of a name or e-mail, or a phone" initial={filters.q ?? ''} onSearch={search} error={error} noValidate>
      <div className="grid grid-cols-2 gap-3 lg:max-w-md">
        <SelectField label="Role" value={filters.role ?? ''} options={roleOptions} onChange={(value) => onChange('role', value)} />
        <SelectField label="Status" value={filters.status ?? ''} options={statusOptions} onChange={(value) => onChange('status', value)} />
      </div>
    </SearchFilters>
  );
}
