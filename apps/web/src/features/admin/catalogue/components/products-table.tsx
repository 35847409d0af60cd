import type { AdminProductRow } from '@mitumba/contracts';
import { formatCardPrice } from '@mitumba/contracts/plain';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/ui/responsive-image';
import { Shirt } from '@/ui/icons';
import { adminPaths } from '../../admin-paths';
import { AdminTable, tableCell as cell } from '../../components/admin-table';
import { ProductStatusBadge } from './product-status-badge';

const columns = ['Product', 'Category', { label: 'Price', right: true }, 'Stock', 'Shop'] as const;

function Thumbnail({ row }: { row: AdminProductRow }) {
  if (!row.thumbnail) {
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-400" aria-hidden="true">
        <Shirt className="size-5" />
      </span>
    );
  }
  return <ResponsiveImage url={row.thumbnail} widths={[160]} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-ink-100 object-cover" />;
}

const stockText = (row: AdminProductRow) => row.stock.map((entry) => `${entry.weight}: ${entry.stock}`).join(' · ');

function TotalStock({ row }: { row: AdminProductRow }) {
  return row.totalStock === 0
    ? <span className="font-semibold text-danger-700">Sold out</span>
    : <span className="font-semibold text-ink-900 tabular-nums">{row.totalStock} in stock</span>;
}

/** Phones get one card per product, wider screens a table; the name opens the editor either way. */
export function ProductsTable({ rows }: { rows: AdminProductRow[] }) {
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} data-testid="admin-product-card" className="flex gap-3 rounded-2xl border border-ink-200 bg-white p-3">
            <Thumbnail row={row} />
            <div className="min-w-0 flex-1">
              <Link to={adminPaths.product(row.id)} className="block font-semibold text-brand-700 underline-offset-4 hover:underline">{row.name}</Link>
              <p className="text-sm text-ink-600">{row.code} · {row.category} · {row.label}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold tabular-nums">{formatCardPrice(row.price)}</span>
                <TotalStock row={row} />
                <ProductStatusBadge archived={row.archived} visible={row.visible} />
              </p>
              <p className="mt-1 text-xs text-ink-600">{stockText(row)}</p>
            </div>
          </li>
        ))}
      </ul>
      <AdminTable columns={columns} className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white md:block">
        {rows.map((row) => (
          <tr key={row.id} data-testid="admin-product-row">
            <td className={cell}>
              <div className="flex items-center gap-3">
                <Thumbnail row={row} />
                <div className="min-w-0">
                  <Link to={adminPaths.product(row.id)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">{row.name}</Link>
                  <span className="block text-ink-600">{row.code}</span>
                </div>
              </div>
            </td>
            <td className={cell}>
              <span className="block text-ink-900">{row.category} · {row.subCategory}</span>
              <span className="block text-ink-600">{row.label}</span>
            </td>
            <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>{formatCardPrice(row.price)}</td>
            <td className={cell}>
              <TotalStock row={row} />
              <span className="block text-xs text-ink-600">{stockText(row)}</span>
            </td>
            <td className={cell}><ProductStatusBadge archived={row.archived} visible={row.visible} /></td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
