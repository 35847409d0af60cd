import { useSearchParams } from 'react-router';

type UrlFilters<Name extends string> = Partial<Record<Name, string>>;

/**
 * Filters that live in the URL, so a filtered list survives a reload and can be shared. `change` sets or clears one
 * filter; `replaceAll` swaps the whole set (any other search parameter is dropped). Both replace the history entry.
 * `Filters` is the list's filter type (its values as the URL gives them; the server checks them).
 */
export function useUrlFilters<Filters extends UrlFilters<Name>, Name extends string = Extract<keyof Filters, string>>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const read: UrlFilters<Name> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) read[name] = value;
  }
  const filters = read as Filters;

  const change = (name: Name, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const replaceAll = (values: Partial<Filters>) => {
    const next = new URLSearchParams();
    for (const name of names) {
      const value = values[name];
      if (value) next.set(name, value);
    }
    setParams(next, { replace: true });
  };

  return { filters, change, replaceAll };
}
