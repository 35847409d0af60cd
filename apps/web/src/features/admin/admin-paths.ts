import type { AdminOrderAttention } from '@mitumba/contracts/plain';

/** Every back-office URL, so a rename is one edit. */
export const adminPaths = {
  root: '/admin',
  dashboard: '/admin',
  orders: '/admin/orders',
  /** The orders list narrowed to those waiting for the shop (a cancellation request, unread messages). */
  ordersWaitingFor: (attention: AdminOrderAttention) => `/admin/orders?${new URLSearchParams({ attention })}`,
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  payments: '/admin/payments',
  reconciliation: '/admin/reconciliation',
  refunds: '/admin/refunds',
  jobs: '/admin/jobs',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (productId: string) => `/admin/products/${encodeURIComponent(productId)}`,
  catalogueCsv: '/admin/catalogue-csv',
  banners: '/admin/banners',
  offers: '/admin/offers',
  waitlist: '/admin/waitlist',
  customers: '/admin/customers',
  customer: (userId: string) => `/admin/customers/${encodeURIComponent(userId)}`,
  settings: '/admin/settings',
  audit: '/admin/audit',
  coupons: '/admin/coupons',
  delivery: '/admin/delivery',
  couriers: '/admin/couriers',
  inbox: '/admin/inbox',
  conversation: (customerId: string) => `/admin/inbox/${encodeURIComponent(customerId)}`,
};
