import { useState } from 'react';
import type { OrderView } from '@mitumba/contracts/plain';
import { useMoney, useT } from '@/i18n';
import { Shirt } from '@/ui/icons';
import { ResponsiveImage } from '@/ui/responsive-image';

type Item = OrderView['items'][number];

/** The item's first picture, or the default picture when it has none or it fails to load. */
function ItemImage({ item }: { item: Item }) {
  const [failed, setFailed] = useState(false);
  const url = item.image[0]?.url;
  if (!url || failed) {
    return (
      <span className="flex h-20 w-16 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-400" data-testid="default-image">
        <Shirt aria-hidden="true" className="size-7" strokeWidth={1.25} />
      </span>
    );
  }
  return (
    <ResponsiveImage
      url={url} alt="" width={64} height={80} widths={[160]} sizes="64px" onError={() => setFailed(true)}
      className="h-20 w-16 shrink-0 rounded-lg bg-ink-100 object-cover"
    />
  );
}

/** An order's lines: picture, name, size, price and quantity. */
export function OrderItems({ items }: { items: Item[] }) {
  const t = useT();
  const money = useMoney();
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item) => (
        <li key={item._id} className="flex gap-3 py-3">
          <ItemImage item={item} />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-ink-900 wrap-anywhere">{item.name}</p>
            <p className="text-ink-600">{t('orders.items.size', { size: item.size })}</p>
            <p className="mt-1 flex justify-between gap-2 text-ink-800 tabular-nums">
              <span>{money.price(item.price)}</span>
              <span>{t('orders.items.quantity', { quantity: item.quantity })}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
