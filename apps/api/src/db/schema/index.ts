export * from './catalog.ts';
export * from './users.ts';
export * from './accounts.ts';
