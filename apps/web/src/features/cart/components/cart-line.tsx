import { Link } from 'react-router';
import { toast } from '@/ui/toaster';
import type { CartLine } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { Shirt, Trash2 } from '@/ui/icons';
import { ResponsiveImage } from '@/ui/responsive-image';
import { useUpdateCartQuantity } from '../api/update-cart';
import { QuantityInput } from './quantity-input';
import { T, useMoney, useT, type Translate } from '@/i18n';
import { lowStockNote } from '@/ui/product-words';

/** The server's refusals of a quantity (past 3, past the stock) are its words; anything else is the spec's. */
function updateFailure(t: Translate, error: unknown): string {
  return isApiError(error, 422) ? error.message : t('cart.updateFailed');
}

/** One cart line: picture, name, weight, unit price (list price struck when an offer applies), quantity, total. */
export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartQuantity();
  const label = `${line.name} (${line.weight})`;
  const t = useT();
  const money = useMoney();
  const stockNote = lowStockNote(t, line.available);

  const setQuantity = (quantity: number) =>
    update
      .mutateAsync({ productId: line.productId, weight: line.weight, quantity })
      .catch((error: unknown) => {
        if (!isApiError(error, 401)) toast.error(updateFailure(t, error));
      });

  return (
    <li className={cn('flex gap-3 py-5 sm:gap-5', update.isPending && 'opacity-60')} aria-busy={update.isPending}>
      <Link to={paths.product(line.productId)} className="shrink-0 self-start overflow-hidden rounded-xl bg-ink-100" tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <ResponsiveImage url={line.image.url} alt="" width={96} height={120} widths={[160, 320]} sizes="96px" className="h-30 w-24 object-cover" />
        ) : (
          <span className="flex h-30 w-24 items-center justify-center text-ink-400">
            <Shirt className="size-8" strokeWidth={1.25} />
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={paths.product(line.productId)} className="line-clamp-2 font-medium text-ink-900 hover:underline">
              {line.name}
            </Link>
            <p className="mt-0.5 text-sm text-ink-600">
              <T id="cart.line.size" values={{ size: line.weight }} components={{ 0: <span className="font-medium text-ink-800" /> }} />
              <span className="text-ink-400"> · </span>
              {line.code}
            </p>
          </div>
          <button
            type="button"
            aria-label={t('cart.line.remove', { item: label })}
            disabled={update.isPending}
            onClick={() => void setQuantity(0)}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span>
            <span className="font-semibold text-ink-900">{money.price(line.unitPrice)}</span>
            <span className="text-ink-600"> {t('cart.line.each')}</span>
          </span>
          {line.offerApplied && line.listPrice !== line.unitPrice ? (
            <>
              <span className="sr-only">{t('cart.line.insteadOf')}</span>
              <s className="text-ink-500">{money.price(line.listPrice)}</s>
              <span className="rounded-md bg-success-50 px-1.5 py-0.5 text-xs font-semibold text-success-700">{t('cart.line.yourOffer')}</span>
              {line.offerQuantity !== undefined && line.offerQuantity < line.quantity ? (
                <span className="w-full text-xs text-ink-600">
                  {t('cart.line.offerSplit', { offered: line.offerQuantity, rest: line.quantity - line.offerQuantity, price: money.price(line.listPrice) })}
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityInput quantity={line.quantity} label={label} disabled={update.isPending} onCommit={setQuantity} />
          <p className="font-semibold text-ink-900 tabular-nums">{money.total(line.lineTotal)}</p>
        </div>
        {stockNote ? (
          <p className={cn('text-sm font-medium', line.available <= 0 ? 'text-danger-700' : 'text-orange-700')}>{stockNote}</p>
        ) : null}
      </div>
    </li>
  );
}
