import { categories } from '@mitumba/contracts/plain';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from '@/ui/field';
import { SearchFilters } from '../../components/search-filters';
import { SelectField } from '../../components/select-field';
import type { AdminProductFilters } from '../api/keys';

export type ProductFilterName = keyof AdminProductFilters;

const stockOptions = [{ value: 'sold-out', label: 'Sold out' }, { value: 'low', label: 'Low (under 5)' }] as const;
const categoryOptions = categories.map((name) => ({ value: name, label: name }));

interface ProductFiltersProps {
  filters: AdminProductFilters;
  labels: string[];
  onChange: (name: ProductFilterName, value: string) => void;
}

/** Category, label, stock and active/archived apply at once; the search applies when submitted. */
export function ProductFilters({ filters, labels, onChange }: ProductFiltersProps) {
  const showId = useId();
  return (
    <SearchFilters label="Search products" placeholder="Name or product code" initial={filters.q ?? ''} onSearch={(search) => onChange('q', search.trim())}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField label="Category" value={filters.category ?? ''} options={categoryOptions} onChange={(value) => onChange('category', value)} />
        <SelectField label="Label" value={filters.label ?? ''} options={labels.map((label) => ({ value: label, label }))} onChange={(value) => onChange('label', value)} />
        <SelectField label="Stock" value={filters.stock ?? ''} options={stockOptions} onChange={(value) => onChange('stock', value)} />
        <div>
          <label htmlFor={showId} className="mb-1.5 block text-sm font-medium text-ink-800">Show</label>
          <select id={showId} value={filters.archived ?? 'active'} onChange={(event) => onChange('archived', event.target.value === 'active' ? '' : event.target.value)} className={cn(inputClasses, 'border-ink-300')}>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
            <option value="all">Active and archived</option>
          </select>
        </div>
      </div>
    </SearchFilters>
  );
}
