/**
 * The journey's shop: one PostgreSQL server, one S3-compatible server, two instances of `node apps/api/src/main.ts`
 * on the same (at first empty) database and bucket, and nginx in front of them, configured from deploy/nginx. Every
 * instance has a DATA_DIR of its own, as on separate machines; nothing they share lives there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiProcess, freeLoopbackPort, type ApiProcess, type PostgresServer } from '../faults/harness.ts';
import { startPostgresServer } from '../../apps/api/src/test/postgres-server.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { startObjectStore, type ObjectStore } from './object-store.ts';

export const SHOP_DATABASE = 'shop';
/** Short, so the journey is quick; production keeps the 5 s default (docs/deploy.md). */
export const DRAIN_MS = 1_500;

export type Cluster = {
  postgres: PostgresServer;
  databaseUrl: string;
  store: ObjectStore;
  nginx: Nginx;
  /** Two instances, created but not started. */
  instances: [ApiProcess, ApiProcess];
  /** The environment every instance of this shop shares (the README's "equal on every instance"). */
  sharedEnv: Record<string, string>;
  /** Another instance of the same build on `databaseUrl` and `bucket` (the restore drill's), not started. */
  instance(options: { databaseUrl: string; bucket: string; seedDemo: boolean }): Promise<ApiProcess>;
  close(): Promise<void>;
};

export async function startCluster(): Promise<Cluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.warn(`cleanup: ${(error as Error).message}`));
  };
  try {
    const postgres = await startPostgresServer({ prefix: 'mitumba-scale-pg-', maxConnections: 200 });
    cleanups.push(() => postgres.close());
    const databaseUrl = await postgres.createDatabase(SHOP_DATABASE);
    const store = await startObjectStore();
    cleanups.push(() => store.close());
    const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'mitumba-scale-data-'));
    cleanups.push(() => rm(dataRoot, { recursive: true, force: true }));

    const ports = [await freeLoopbackPort(), await freeLoopbackPort()];
    const nginx = await startNginx(ports);
    cleanups.push(() => nginx.close());
    // SCALE_LOG_LEVEL=info: the instances log every request (their output shows in a failing check's report).
    const sharedEnv = {
      JWT_SECRET: randomBytes(36).toString('base64url'), TRUST_PROXY: '1', SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '8000', ...(process.env.SCALE_LOG_LEVEL ? { LOG_LEVEL: process.env.SCALE_LOG_LEVEL } : {}),
    };
    let instanceCount = 0;
    const instance = async (options: { databaseUrl: string; bucket: string; seedDemo: boolean; port?: number }) => {
      instanceCount += 1;
      const started = await apiProcess({
        databaseUrl: options.databaseUrl, dataDir: path.join(dataRoot, `instance-${instanceCount}`), seedDemo: options.seedDemo,
        publicUrl: nginx.url, env: { ...sharedEnv, ...store.env(options.bucket) }, ...(options.port ? { port: options.port } : {}),
      });
      cleanups.push(() => started.stop());
      return started;
    };
    const instances: [ApiProcess, ApiProcess] = [
      await instance({ databaseUrl, bucket: store.bucket, seedDemo: true, port: ports[0] }),
      await instance({ databaseUrl, bucket: store.bucket, seedDemo: true, port: ports[1] }),
    ];
    return { postgres, databaseUrl, store, nginx, instances, sharedEnv, instance, close };
  } catch (error) {
    await close();
    throw error;
  }
}
