export * from './catalog.ts';
export * from './users.ts';
export * from './accounts.ts';
export * from './shopping.ts';
export * from './security-codes.ts';
export * from './coupons.ts';
export * from './orders.ts';
export * from './after-sale.ts';
