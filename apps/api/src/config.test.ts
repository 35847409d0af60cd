import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', publicUrl: 'http://localhost:3000', seedDemo: false, databaseUrl: undefined });
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://mitumba.co.ke/' }).publicUrl).toBe('https://mitumba.co.ke');
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT:[\s\S]*DATABASE_URL: must be a postgres/);
    }
  });

  it('takes TRUST_PROXY as off, a hop count or a list of proxies, and refuses "trust everything" at start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    for (const everything of ['true', 'yes', '*', 'all', '10.0.0.1,everyone']) {
      expect(() => loadConfig({ TRUST_PROXY: everything })).toThrow(/TRUST_PROXY: must be a hop count .* never "true"/);
    }
  });
});
