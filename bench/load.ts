import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { stopChild } from '../e2e/support/server.ts';

/** BENCH_SECONDS shortens (or lengthens) the measured part, e.g. for a quick try. */
export const LOAD = { connections: 10, durationSeconds: Number(process.env.BENCH_SECONDS ?? 10), warmUpSeconds: 2 } as const;
/** No compression on either side, so both servers send the same bytes. */
export const IDENTITY = { 'accept-encoding': 'identity' } as const;

export type Measurement = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; failures: number };

/** A percentile of the samples (nearest rank), e.g. 0.99. */
export function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))] ?? Number.NaN;
}

/** What to send: a GET of `url`, or any autocannon request (method, body, `requests` with `setupRequest`). */
export type LoadTarget = string | Omit<Options, 'connections' | 'duration'>;

/**
 * A 2 s warm-up (discarded), then 10 s with `connections` connections (10 unless given); fixed duration, whatever
 * the server does. p50/p99 come from each 2xx response's own time, since autocannon's histogram rounds down to
 * whole milliseconds.
 */
export async function measure(target: LoadTarget, connections: number = LOAD.connections): Promise<Measurement> {
  const request = typeof target === 'string' ? { url: target } : target;
  const options = { ...request, connections, headers: { ...IDENTITY, ...request.headers } };
  await autocannon({ ...options, duration: LOAD.warmUpSeconds });
  const latencies: number[] = [];
  const run = autocannon({ ...options, duration: LOAD.durationSeconds });
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await run;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export type Snapshot = { body: Buffer; contentType: string };

/** One uncompressed response, to replay from the bare server. */
export async function snapshot(url: string): Promise<Snapshot> {
  const response = await fetch(url, { headers: IDENTITY });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/json' };
}

const bareServerScript = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

/** Starts bare-server.ts as a child (so it does not share the load generator's event loop). */
export async function startBareServer(reply: Snapshot, workDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const bodyFile = path.join(workDir, `bare-${Date.now()}.body`);
  await writeFile(bodyFile, reply.body);
  const child = spawn(process.execPath, [bareServerScript, bodyFile, reply.contentType], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start within 10 s')), 10_000);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => stopChild(child) };
}
