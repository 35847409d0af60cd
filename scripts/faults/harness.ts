/**
 * The fault suite's moving parts: a PostgreSQL server of its own (restartable), one seeded template database, and the
 * API as a child process (`node apps/api/src/main.ts`) that a scenario may kill -9 and start again. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBoss } from 'pg-boss';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort, startPostgresServer, type PostgresServer } from '../../apps/api/src/test/postgres-server.ts';

export { freeLoopbackPort, postgresBinDir, type PostgresServer } from '../../apps/api/src/test/postgres-server.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const OUTPUT_TAIL = 8_000;
/** The seeded database every scenario's database is copied from (CREATE DATABASE … TEMPLATE). */
export const TEMPLATE_DATABASE = 'faults_template';
/** The demo accounts' password (demo seed); the suite's own accounts are copies of them. */
export const PASSWORD = 'Mitumba#2024';
export const SHOPPERS = 8;
export const ADMIN_EMAIL = 'admin@mitumba.test';
/** The API's JWT_SECRET in every scenario (the same on each start, so sessions survive a restart, as on N instances). */
export const FAULTS_JWT_SECRET = 'faults-suite-jwt-secret-that-is-long-enough';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Shopper `n` (1…SHOPPERS) and the cashier whose code they pay with: accounts the seed adds beside the demo's. */
export const shopperEmail = (n: number) => `shopper${n}@faults.test`;
export const cashierEmail = (n: number) => `cashier${n}@faults.test`;

export type ApiProcess = {
  readonly baseUrl: string;
  /** Exits nobody asked for (a crash): the `process_alive` invariant fails on any. */
  readonly crashes: string[];
  pid(): number | undefined;
  running(): boolean;
  /** Starts the process (again) and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILL, no goodbye; resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (drains), then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** The last lines it printed. */
  output(): string;
};

/** GET `url` until it answers 200 or `timeoutMs` passes. */
export async function waitForAnswer(url: string, timeoutMs: number, isDead: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`gave up waiting for ${url}: the process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** The API as `npm start` runs it, on `databaseUrl`, listening on 127.0.0.1 only. */
export async function apiProcess(options: {
  databaseUrl: string; dataDir: string; seedDemo?: boolean; port?: number;
  /** The address the shop gives out for itself (its callbacks, its sandbox's): the API's own unless told. */
  publicUrl?: string;
  /** More environment for the child (e.g. PAYMENTS_PROVIDER_TIMEOUT_MS, SANDBOX_MPESA_*): kept across restarts. */
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const port = options.port ?? await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const crashes: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
  };

  const api: ApiProcess = {
    baseUrl,
    crashes,
    pid: () => child?.pid,
    running: () => child !== undefined,
    async start() {
      if (child) throw new Error('The API is already running');
      const started = spawn(process.execPath, ['apps/api/src/main.ts'], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development', DATABASE_URL: options.databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: options.publicUrl ?? baseUrl,
          DATA_DIR: options.dataDir, SEED_DEMO: options.seedDemo ? 'true' : 'false', LOG_LEVEL: 'warn',
          // On PostgreSQL every start needs the shared signing key (instance-settings.ts); a stop drains for nothing.
          JWT_SECRET: FAULTS_JWT_SECRET, SHUTDOWN_DRAIN_MS: '0', ...options.env,
        },
      });
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      child = started;
      exited = new Promise((resolve) => {
        started.once('exit', (code, signal) => {
          if (child === started) {
            crashes.push(`exited by itself (code ${code}, signal ${signal}) at ${new Date().toISOString()}`);
            child = undefined;
          }
          resolve();
        });
      });
      await waitForAnswer(`${baseUrl}/api/product/list?page=1&limit=1`, 120_000, () => child !== started);
    },
    async kill9() {
      const running = child;
      if (!running) return;
      child = undefined;
      running.kill('SIGKILL');
      await exited;
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = undefined;
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    output: () => tail,
  };
  return api;
}

/**
 * A pass-through HTTP proxy in front of the API child that can hold requests whose path matches (no answer, until the
 * caller gives up): the API's PUBLIC_URL, so the shop reaches its own sandbox (`/sandbox/mpesa`) and receives its
 * callbacks through it, and a scenario can make one provider call hang (e.g. the M-Pesa status query).
 */
export type HoldingProxy = {
  readonly url: string;
  /** Requests whose path matches are held from now on (null: none). */
  hold(paths: RegExp | null): void;
  /** How many requests were held. */
  held(): number;
  close(): Promise<void>;
};

export async function holdingProxy(target: string): Promise<HoldingProxy> {
  let holding: RegExp | null = null;
  let held = 0;
  const server = http.createServer((request, response) => {
    if (holding?.test(request.url ?? '')) {
      held += 1;
      request.resume();
      // Never answered; dropped after a minute should the caller not give up first.
      const timer = setTimeout(() => response.destroy(), 60_000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    const upstream = http.request(`${target}${request.url ?? '/'}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold: (paths) => {
      holding = paths;
    },
    held: () => held,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Sends one job to a pg-boss queue of the API on `databaseUrl` (e.g. the reconciliation, which runs every minute); false when the queue already had one waiting. */
export async function sendJob(databaseUrl: string, queue: string): Promise<boolean> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    return (await boss.send(queue)) !== null;
  } finally {
    await boss.stop({ graceful: false });
  }
}

export type Suite = {
  postgres: PostgresServer;
  dataDir: string;
  /** A new database copied from the seeded template; its URL. */
  freshDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Adds the load's shoppers and cashiers (shopperEmail/cashierEmail 1…SHOPPERS) to a demo-seeded `database`, as copies
 * of the demo customer and cashier (the same password).
 */
export async function addLoadAccounts(postgres: PostgresServer, database: string): Promise<void> {
  await postgres.sql(`
    INSERT INTO users (name, phone, email, password_hash, role, status)
    SELECT 'Fault ' || r.role || ' ' || n, r.prefix || lpad(n::text, 7, '0'), r.role || n || '@faults.test', u.password_hash, r.kind::user_role, 'active'
      FROM (VALUES ('shopper', 'customer', '+25471', 'wanjiku@mitumba.test'), ('cashier', 'cashier', '+25472', 'cashier@mitumba.test'))
           AS r(role, kind, prefix, model)
      JOIN users u ON u.email = r.model
      CROSS JOIN generate_series(1, $1::int) AS n`, [SHOPPERS], database);
}

/**
 * Starts PostgreSQL, seeds the template once through the API itself (`SEED_DEMO=true`: the demo catalogue and
 * accounts), adds the suite's shoppers and cashiers as copies of the demo accounts, and stops that API again.
 */
export async function startSuite(): Promise<Suite> {
  const postgres = await startPostgresServer({ prefix: 'mitumba-faults-pg-', maxConnections: 200 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-faults-data-'));
  try {
    const templateUrl = await postgres.createDatabase(TEMPLATE_DATABASE);
    const seeder = await apiProcess({ databaseUrl: templateUrl, dataDir, seedDemo: true });
    try {
      await seeder.start();
    } catch (error) {
      throw new Error(`The API did not start:\n${seeder.output()}`, { cause: error });
    } finally {
      await seeder.stop();
    }
    await addLoadAccounts(postgres, TEMPLATE_DATABASE);
  } catch (error) {
    await postgres.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    postgres,
    dataDir,
    async freshDatabase(name) {
      await postgres.sql(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
      return postgres.url(name);
    },
    async dropDatabase(name) {
      await postgres.sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    async close() {
      await postgres.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
