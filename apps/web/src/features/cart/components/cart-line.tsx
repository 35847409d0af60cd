import { Link } from 'react-router';
import { toast } from '@/ui/toaster';
import { formatCardPrice, formatKshTotal, lowStockMessage, type CartLine } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { Shirt, Trash2 } from '@/ui/icons';
import { ResponsiveImage } from '@/ui/responsive-image';
import { useUpdateCartQuantity } from '../api/update-cart';
import { QuantityInput } from './quantity-input';

/** The server's refusals of a quantity (past 3, past the stock) are its words; anything else is the spec's. */
function updateFailure(error: unknown): string {
  return isApiError(error, 422) ? error.message : 'Failed to update cart quantity';
}

/** One cart line: picture, name, weight, unit price (list price struck when an offer applies), quantity, total. */
export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartQuantity();
  const label = `${line.name} (${line.weight})`;
  const stockNote = lowStockMessage(line.available);

  const setQuantity = (quantity: number) =>
    update
      .mutateAsync({ productId: line.productId, weight: line.weight, quantity })
      .catch((error: unknown) => {
        if (!isApiError(error, 401)) toast.error(updateFailure(error));
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
              Size: <span className="font-medium text-ink-800">{line.weight}</span>
              <span className="text-ink-400"> · </span>
              {line.code}
            </p>
          </div>
          <button
            type="button"
            aria-label={`Remove ${label} from the cart`}
            disabled={update.isPending}
            onClick={() => void setQuantity(0)}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span>
            <span className="font-semibold text-ink-900">{formatCardPrice(line.unitPrice)}</span>
            <span className="text-ink-600"> each</span>
          </span>
          {line.offerApplied && line.listPrice !== line.unitPrice ? (
            <>
              <span className="sr-only">instead of</span>
              <s className="text-ink-500">{formatCardPrice(line.listPrice)}</s>
              <span className="rounded-md bg-success-50 px-1.5 py-0.5 text-xs font-semibold text-success-700">Your offer</span>
              {line.offerQuantity !== undefined && line.offerQuantity < line.quantity ? (
                <span className="w-full text-xs text-ink-600">
                  Offer price for {line.offerQuantity}; {line.quantity - line.offerQuantity} more at {formatCardPrice(line.listPrice)}
                </span>
              ) : null}
            </>
          ) : null}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityInput quantity={line.quantity} label={label} disabled={update.isPending} onCommit={setQuantity} />
          <p className="font-semibold text-ink-900 tabular-nums">{formatKshTotal(line.lineTotal)}</p>
        </div>
        {stockNote ? (
          <p className={cn('text-sm font-medium', line.available <= 0 ? 'text-danger-700' : 'text-orange-700')}>{stockNote}</p>
        ) : null}
      </div>
    </li>
  );
}
