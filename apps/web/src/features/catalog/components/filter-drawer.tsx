import { useId, useRef } from 'react';
import { useModalFocus } from '@/lib/use-modal-focus';
import { Button } from '@/ui/button';
import { X } from '@/ui/icons';
import { useInfiniteProductList } from '../api/list-products';
import { useCollectionParams } from '../search/use-collection-params';
import { FilterGroups } from './filter-groups';
import { useT } from '@/i18n';

/** "Show 12 results": the server's count for the filters as they stand (the results' own query, asked once). */
function useResultCount(): number | null {
  const query = useInfiniteProductList(useCollectionParams());
  return query.isPlaceholderData || query.isPending ? null : (query.data?.pages[0]?.total ?? null);
}

/**
 * The filters on a phone: a sheet over the page, so choosing does not push the results off screen. Every tick applies
 * at once (the address changes, the results behind refresh); the footer says how many results they leave and closes.
 */
export function FilterDrawer({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const count = useResultCount();
  const t = useT();
  useModalFocus(panel, onClose);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-ink-900/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-ink-200 px-4 py-2">
          <h2 id={titleId} className="text-lg font-semibold text-ink-900">
            {t('catalog.filters.title')}
          </h2>
          <button
            type="button"
            aria-label={t('catalog.filters.close')}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">
          <FilterGroups />
        </div>
        <div className="border-t border-ink-200 p-4">
          <Button className="w-full" onClick={onClose} aria-live="polite">
            {count === null ? t('catalog.filters.showResultsUnknown') : t('catalog.filters.showResults', { count })}
          </Button>
        </div>
      </div>
    </div>
  );
}
