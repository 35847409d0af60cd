/** Every back-office URL, so a rename is one edit. */
export const adminPaths = {
  root: '/admin',
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  audit: '/admin/audit',
};
