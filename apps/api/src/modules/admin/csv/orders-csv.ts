import type { AdminOrderRow } from '@mitumba/contracts';
import type { Readable } from 'node:stream';
import { csvStream, inertCell } from './csv-stream.ts';

export const ORDER_CSV_COLUMNS = [
  'order_id', 'placed_at', 'status', 'payment_status', 'payment_method', 'amount', 'discount', 'coupon',
  'customer', 'email', 'phone', 'items', 'dispatched_at', 'delivered_at',
] as const;

/** One order as a CSV record: amounts in shillings, the items as "2 x Denim jacket (M)"; customer text kept inert. */
function orderRecord({ order, customer }: AdminOrderRow): unknown[] {
  const items = order.items.map((item) => `${item.quantity} x ${item.name} (${item.weight})`).join('; ');
  const name = order.customerName ?? ([order.address.firstName, order.address.lastName].filter(Boolean).join(' ') || customer.name);
  return [
    order.orderId, order.date, order.status, order.paymentStatus, order.paymentMethod, order.amount, order.discount, order.couponCode ?? '',
    inertCell(name), inertCell(order.address.email ?? customer.email), inertCell(order.address.phone ?? order.contact ?? customer.phone),
    inertCell(items), order.dispatchedDate ?? '', order.deliveredDate ?? '',
  ];
}

/** The orders a filtered list shows, every page of them, as a streamed CSV document. */
export function ordersCsv(pages: AsyncIterable<AdminOrderRow[]>): Readable {
  return csvStream(ORDER_CSV_COLUMNS, (async function* records() {
    for await (const page of pages) yield page.map(orderRecord);
  })());
}
