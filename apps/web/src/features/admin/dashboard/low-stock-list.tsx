import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminDashboardResponse } from '@mitumba/contracts';
import { Button } from '@/ui/button';
import { adminPaths } from '../admin-paths';

/** How many weights show before "Show … more": the dashboard stays a glance, the rest is one press away. */
const FIRST = 8;

/** Weights under 5 units, fewest first, each linking to its product's page in the back office. */
export function LowStockList({ items }: { items: AdminDashboardResponse['lowStock'] }) {
  const [all, setAll] = useState(false);
  if (items.length === 0) return <p className="mt-2 text-ink-700">Every weight has 5 units or more.</p>;
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <>
      <ul className="mt-2 divide-y divide-ink-200" data-testid="low-stock">
        {shown.map((item) => (
          <li key={`${item.productId}:${item.weight}`} className="flex items-center justify-between gap-3">
            <Link to={adminPaths.product(item.productId)} className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline">
              {item.name} · {item.weight}
            </Link>
            <span className={item.stock === 0 ? 'font-semibold whitespace-nowrap text-danger-700' : 'whitespace-nowrap text-ink-900'}>
              {item.stock === 0 ? 'Sold out' : `${item.stock} left`}
            </span>
          </li>
        ))}
      </ul>
      {items.length > FIRST ? (
        <Button variant="ghost" className="mt-2" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show ${items.length - FIRST} more`}
        </Button>
      ) : null}
    </>
  );
}
