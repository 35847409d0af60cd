/** Every back-office URL, so a rename is one edit. */
export const adminPaths = {
  root: '/admin',
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  payments: '/admin/payments',
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
};
