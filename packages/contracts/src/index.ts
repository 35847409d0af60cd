export * from './plain.ts';
export * from './envelope.ts';
export * from './catalog.ts';
export * from './accounts.ts';
export * from './cart.ts';
export * from './shopping.ts';
export * from './orders.ts';
export * from './cashier.ts';
