export * from './plain.ts';
export * from './envelope.ts';
export * from './catalog.ts';
export * from './accounts.ts';
