import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { createAuth } from './auth.ts';
import { deriveKeys } from './keys.ts';
import { insertUser } from '../test/factories.ts';
import { freeLoopbackPort, postgresBinDir, startPostgresServer, type PostgresServer } from '../test/postgres-server.ts';

/**
 * The real process (`node apps/api/src/main.ts`, as the fault suite's harness starts it) on a PostgreSQL of its own,
 * sent SIGTERM: the drain, then the close (lib/shutdown.ts, decision 0031).
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const JWT_SECRET = 'shutdown-test-secret-that-is-long-enough';
const DRAIN_MS = 1_500;
const TIMEOUT_MS = 8_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on a connection of its own (no pooling: what a balancer's new connection sees). */
function request(port: number, options: http.RequestOptions & { body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, agent: false, ...options }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Whether a new TCP connection is accepted. */
const accepts = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});

describe.runIf(Boolean(postgresBinDir()))('SIGTERM: drain, then close', () => {
  let server: PostgresServer;
  let database: Database;
  let dataDir: string;
  let child: ChildProcess;
  let port: number;
  let output = '';
  let exited: Promise<{ code: number | null; at: number }>;

  beforeAll(async () => {
    server = await startPostgresServer({ prefix: 'mitumba-shutdown-' });
    const databaseUrl = await server.createDatabase('shutdown');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-shutdown-'));
    port = await freeLoopbackPort();
    child = spawn(process.execPath, ['apps/api/src/main.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, JWT_SECRET, PORT: String(port), HOST: '127.0.0.1',
        DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await request(port, { path: '/health/ready' }).catch(() => null);
      if (ready?.status === 200) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The API did not become ready:\n${output}`);
      await sleep(200);
    }
    database = openPostgres(databaseUrl, 2);
  }, 90_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says how many connections it needs at start', () => {
    expect(output).toMatch(/PostgreSQL connections per instance: up to 16 \(pool 10 \(DB_POOL_MAX\) \+ LISTEN 4 \+ job queue 2/);
  });

  it('fails readiness at once but serves the drain, finishes what is in flight, refuses new connections, ends the chat stream with a retry hint, and exits 0', async () => {
    // A customer's chat stream, open on this instance.
    const customer = await insertUser(database.db);
    const { token } = await createAuth(database.db, deriveKeys(JWT_SECRET)['session-tokens']).startSession(customer.id);
    let streamed = '';
    const streamEnded = new Promise<void>((resolve, reject) => {
      http.get({
        host: '127.0.0.1', port, path: '/api/messages/stream', agent: false,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (streamed += chunk));
        response.on('end', resolve);
      }).on('error', reject);
    });
    while (!streamed.includes('event: messages')) await sleep(50);

    // A slow request: its body arrives in two parts, the second after the drain, while the server is closing.
    const slow = new Promise<Answer & { at: number }>((resolve, reject) => {
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
      const outgoing = http.request({
        host: '127.0.0.1', port, path: '/api/user/login', method: 'POST', agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, at: Date.now() }));
      });
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, 10));
      setTimeout(() => outgoing.end(body.slice(10)), DRAIN_MS + 800);
    });
    await sleep(100);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await sleep(300);
    // The drain: readiness 503 for the balancer, everything else answered as before (each closing its connection).
    const ready = await request(port, { path: '/health/ready' });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable', checks: { shuttingDown: true, database: 'ok' } });
    const list = await request(port, { path: '/api/product/list?page=1&limit=1' });
    expect(list.status).toBe(200);
    expect(list.headers.connection).toBe('close');
    expect((await request(port, { path: '/health/live' })).status).toBe(200);

    // After the drain: no new connections (a balancer's connect is refused and tried on another instance).
    await sleep(DRAIN_MS);
    expect(await accepts(port)).toBe(false);

    // The request in flight was answered in full, after the drain.
    const answered = await slow;
    expect(answered.status).toBe(401);
    expect(answered.at - signalled).toBeGreaterThan(DRAIN_MS);
    expect(answered.headers.connection).toBe('close');

    // The chat stream ended with a hint to reconnect soon (its first retry line says 5000).
    await streamEnded;
    const hints = [...streamed.matchAll(/^retry: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(hints[0]).toBe(5_000);
    expect(hints.at(-1)).toBeGreaterThanOrEqual(1_000);
    expect(hints.at(-1)).toBeLessThan(3_000);

    const { code, at } = await exited;
    expect(code, output).toBe(0);
    expect(at - signalled).toBeLessThan(DRAIN_MS + TIMEOUT_MS / 2);
    expect(output).toMatch(/SIGTERM: shutting down/);
    console.log(`shutdown: SIGTERM to exit ${at - signalled} ms (SHUTDOWN_DRAIN_MS ${DRAIN_MS}); the slow request answered ${answered.at - signalled} ms after SIGTERM`);
  }, 30_000);
});
