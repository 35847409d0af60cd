/**
 * A throwaway PostgreSQL server that a test may restart, stop and start again (the connection-fault tests and the
 * fault suite, `npm run test:faults`): initdb as the `postgres` user (via runuser when root) into a temporary
 * directory, trust auth on 127.0.0.1 only, `pg_ctl -w start` on a free port with fsync off, as .ci/run does.
 * Every tool runs asynchronously, so requests in flight keep running while the server goes down and comes back.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
/** The oldest server we support (decision 0004) first, else the newest installed. */
const PREFERRED_VERSION = '15';

/** The bin directory of PostgreSQL 15 (or the newest installed), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((version) => existsSync(path.join(PG_ROOT, version, 'bin/initdb'))) : [];
  const chosen = versions.includes(PREFERRED_VERSION) ? PREFERRED_VERSION : versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return chosen === undefined ? undefined : path.join(PG_ROOT, chosen, 'bin');
}

/** A free TCP port on the loopback address. */
export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export type PostgresServer = {
  port: number;
  /** `postgres://postgres@127.0.0.1:port/<database>` */
  url(database?: string): string;
  /** CREATE DATABASE `name`; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Runs one statement as the superuser on `database` (a connection of its own, closed after). */
  sql<Row = Record<string, unknown>>(text: string, values?: unknown[], database?: string): Promise<Row[]>;
  /** Ends the backends of `database` that match `where` (a condition on pg_stat_activity); answers how many. */
  terminateBackends(database: string, where?: string): Promise<number>;
  /** `pg_ctl restart -m fast`: every connection is cut; answers once the server accepts connections again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast` and `pg_ctl start`, separately (to hold the server down for a while). */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  /** The server's log so far (for a failure message). */
  log(): Promise<string>;
  /** Stops the server and deletes its directory. */
  close(): Promise<void>;
};

/** Starts a PostgreSQL server of its own; throws when PostgreSQL is not installed (check `postgresBinDir()` first). */
export async function startPostgresServer(options: { prefix?: string; maxConnections?: number } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = await mkdtemp(path.join(os.tmpdir(), options.prefix ?? 'mitumba-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, its tools run as the postgres user, who must own the directory.
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
    await chown(dir, await id('-u'), await id('-g'));
  }
  const tool = (name: string, args: string[]) => (asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
    : run(path.join(bin, name), args, { cwd: dir }));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  const port = await freeLoopbackPort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off `
    + `-c full_page_writes=off -c max_connections=${options.maxConnections ?? 100}`;
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const startServer = async () => {
    await tool('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start']);
  };
  const stopServer = async () => {
    await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const sql = async <Row>(text: string, values: unknown[] = [], database = 'postgres'): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url(database) });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const log = async () => (await run('tail', ['-n', '40', logFile]).catch(() => ({ stdout: '' }))).stdout;
  const close = async () => {
    await stopServer().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await startServer();
  } catch (error) {
    const tail = await log();
    await close();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${tail}`, { cause: error });
  }
  return {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
      await sql(`CREATE DATABASE ${name}`);
      return url(name);
    },
    sql,
    async terminateBackends(database, where = 'true') {
      const rows = await sql<{ ended: number }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND (${where})`, [database]);
      return rows[0]?.ended ?? 0;
    },
    async restart() {
      await tool('pg_ctl', ['-D', data, '-l', logFile, '-m', 'fast', '-w', '-t', '60', '-o', serverOptions, 'restart']);
    },
    stopServer,
    startServer,
    log,
    close,
  };
}
