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

  it('keeps media on disk by default and moves them to a bucket with S3_BUCKET and its keys', () => {
    expect(loadConfig({})).toMatchObject({ s3: null, mediaPublicUrl: null });
    const bucket = { S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(bucket).s3).toEqual({ endpoint: undefined, region: 'us-east-1', bucket: 'shop-media', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: false });
    expect(loadConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true', MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' }))
      .toMatchObject({ s3: { endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true }, mediaPublicUrl: 'https://cdn.example.com/media' });
  });

  it('stops at start on half a bucket configuration', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-media' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: must be set with S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: must be set with S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID are/);
    expect(() => loadConfig({ S3_BUCKET: 'Shop_Media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'cdn.example.com' })).toThrow(/MEDIA_PUBLIC_URL: must be an absolute/);
    expect(() => loadConfig({ S3_BUCKET: 'shop-media' })).toThrow(ConfigError);
  });

  it('takes the instance settings within bounds: DB_POOL_MAX, DB_PREPARED_STATEMENTS, SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolMax: 10, dbPreparedStatements: true, shutdown: { drainMs: 5_000, timeoutMs: 20_000 } });
    expect(loadConfig({ DB_PREPARED_STATEMENTS: 'off' })).toMatchObject({ dbPreparedStatements: false });
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'maybe' })).toThrow(/DB_PREPARED_STATEMENTS: must be one of true\/false/);
    expect(loadConfig({ DB_POOL_MAX: '25', SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' }))
      .toMatchObject({ dbPoolMax: 25, shutdown: { drainMs: 0, timeoutMs: 1_000 } });
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX: must be at least 1 connection/);
    expect(() => loadConfig({ DB_POOL_MAX: '500' })).toThrow(/DB_POOL_MAX: must be at most 100 connections/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS: must be 0 ms or more/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '1.5' })).toThrow(/SHUTDOWN_DRAIN_MS: must be whole milliseconds/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(/SHUTDOWN_TIMEOUT_MS: must be at least 1000 ms/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
