import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';

interface SearchFiltersProps {
  label: string;
  placeholder: string;
  /** The search the box opens with (the one in the URL). */
  initial: string;
  /** Called with the box's text when the search is submitted. */
  onSearch: (search: string) => void;
  error?: string;
  noValidate?: boolean;
  /** The filters that apply at once, below the search. */
  children: ReactNode;
}

/** A list page's filter card: a search applied when submitted, then the page's own filters. */
export function SearchFilters({ label, placeholder, initial, onSearch, error, noValidate, children }: SearchFiltersProps) {
  const [search, setSearch] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-4">
      <form role="search" noValidate={noValidate} onSubmit={submit} className="flex items-end gap-2">
        <Field
          className="flex-1"
          label={label}
          type="search"
          placeholder={placeholder}
          value={search}
          error={error}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {children}
    </div>
  );
}
