/** Every in-app URL the storefront links to, so a route rename is one edit. */
export const paths = {
  home: '/',
  collection: '/collection',
  collectionWithLabel: (label: string) => `/collection?${new URLSearchParams({ label })}`,
  product: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  about: '/about',
  contact: '/contact',
  returnPolicy: '/return-policy',
  terms: '/terms',
  privacy: '/privacy',
  favourites: '/favorites',
  cart: '/cart',
  login: '/login',
  profile: '/profile',
  orders: '/orders',
} as const;
