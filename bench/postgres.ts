/**
 * A throwaway PostgreSQL server for a benchmark (DESIGN §9, as .ci/run starts one): initdb as the postgres user into a
 * temporary directory, trust auth on loopback, `pg_ctl -w start` on a free port with fsync off, createdb; stopped and
 * deleted by `stop()`. Needs Debian's `postgresql` package (apt-get install -y postgresql).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort, makeTempDir } from '../e2e/support/server.ts';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory, or undefined when none is installed. */
export function postgresBin(): string | undefined {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((version) => existsSync(path.join(PG_ROOT, version, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest === undefined ? undefined : path.join(PG_ROOT, newest, 'bin');
}

export type ThrowawayPostgres = { url: string; version: string; stop(): Promise<void> };

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or BENCH_POSTGRES=0 to skip it)');
  const dir = await makeTempDir('mitumba-bench-pg-');
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, run its tools as the postgres user, who must own the directory.
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const run = (tool: string, args: string[]) => (asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    : execFileSync(path.join(bin, tool), args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const stop = async () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    } catch {
      // not started, or already stopped
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'bench']);
    const version = run('postgres', ['--version']).trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/bench`, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
