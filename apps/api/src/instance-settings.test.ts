import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { assertSharedSigningKey, connectionBudget, describeConnectionBudget } from './instance-settings.ts';

const secret = 'a-shared-secret-that-is-long-enough-32+';

describe('assertSharedSigningKey', () => {
  it('lets an embedded (PGlite) development shop generate its own key', () => {
    expect(() => assertSharedSigningKey(loadConfig({}))).not.toThrow();
  });

  it.each([
    ['DATABASE_URL is set', { DATABASE_URL: 'postgres://db/shop' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ])('refuses to start without JWT_SECRET when %s, saying why', (why, env) => {
    expect(() => assertSharedSigningKey(loadConfig(env))).toThrow(ConfigError);
    expect(() => assertSharedSigningKey(loadConfig(env))).toThrow(new RegExp(`${why}, so JWT_SECRET must be set.*every instance must sign sessions with the same key`));
    expect(() => assertSharedSigningKey(loadConfig({ ...env, JWT_SECRET: secret }))).not.toThrow();
  });
});

describe('connectionBudget', () => {
  it('counts the pool, the LISTEN connections and pg-boss’s pool per instance', () => {
    const budget = connectionBudget(loadConfig({ DATABASE_URL: 'postgres://db/shop' }), 4);
    expect(budget).toEqual({ pool: 10, listen: 4, jobQueue: 2, migration: 1, total: 16 });
    expect(describeConnectionBudget(budget)).toMatch(/up to 16 .*N instances need N×16.*3 instances: 48/);
  });

  it('follows DB_POOL_MAX, and has no job queue pool where the reconciliation is off', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/shop', DB_POOL_MAX: '4', PAYMENTS_RECONCILE: 'false' });
    expect(connectionBudget(config, 4).total).toBe(8);
  });
});
