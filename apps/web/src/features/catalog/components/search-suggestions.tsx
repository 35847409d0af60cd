import type { SearchSuggestion } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n';

/** A suggestion under the search box: the server's, or one of a signed-in customer's recent searches. */
export type SearchOption = SearchSuggestion | { kind: 'recent'; text: string };

const kindLabel: Record<SearchOption['kind'], string> = {
  product: 'Product',
  category: 'Category',
  label: 'Label',
  recent: 'Recent search',
};

export const optionKey = (option: SearchOption) => `${option.kind}:${option.text}`;

interface SearchSuggestionsProps {
  listProps: { id: string; role: 'listbox' };
  options: readonly SearchOption[];
  activeIndex: number;
  optionId: (position: number) => string;
  onPick: (option: SearchOption) => void;
}

/** The combobox's list (use-combobox.ts): options are picked by click or Enter; pressing one keeps focus in the box. */
export function SearchSuggestions({ listProps, options, activeIndex, optionId, onPick }: SearchSuggestionsProps) {
  const t = useT();
  return (
    <ul
      {...listProps}
      aria-label={t('catalog.search.suggestions')}
      className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-ink-200 bg-white py-1 shadow-lg"
    >
      {options.map((option, position) => (
        <li
          key={optionKey(option)}
          id={optionId(position)}
          role="option"
          aria-selected={position === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          className={cn(
            'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 text-sm text-ink-900',
            position === activeIndex ? 'bg-ink-100' : 'hover:bg-ink-50',
          )}
        >
          <span className="truncate">{option.text}</span>
          <span className="shrink-0 text-xs text-ink-600">{kindLabel[option.kind]}</span>
        </li>
      ))}
    </ul>
  );
}
