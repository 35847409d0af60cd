export * from './envelope.ts';
export * from './money.ts';
export * from './limits.ts';
export * from './catalog.ts';
export * from './catalog-rules.ts';
export * from './routes.ts';
