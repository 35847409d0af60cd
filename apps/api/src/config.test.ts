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
});
