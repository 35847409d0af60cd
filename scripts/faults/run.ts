/**
 * `npm run test:faults [-- name …]`: every scenario in scenarios/ (or those named), each on a fresh copy of the seeded
 * database with its own API child, then every invariant. Prints one table; exits 1 when an invariant broke or a
 * scenario could not run, never because something was slow. Needs PostgreSQL's binaries (Debian's `postgresql`).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { apiProcess, freeLoopbackPort, holdingProxy, postgresBinDir, startSuite, type ApiProcess, type HoldingProxy, type Suite } from './harness.ts';
import { invariants, snapshotStock, type InvariantContext } from './invariants.ts';
import { Tally, runLoad, signIn, timeToRecovery, type Purchases, type Stocked } from './load.ts';
import type { Scenario, ScenarioContext, ScenarioResult } from './scenario.ts';

const scenariosDir = fileURLToPath(new URL('./scenarios/', import.meta.url));
/** A scenario that runs longer than this is stopped and reported as not run (a harness problem, not a timing). */
const SCENARIO_LIMIT_MS = 150_000;
const PROBE_ACCOUNT = 'wanjiku@mitumba.test';

type Row = {
  scenario: string;
  faults: string;
  tally: Tally;
  purchases: Purchases | undefined;
  recoveryMs: number | null | undefined;
  broken: { name: string; rows: unknown[] }[];
  error?: string;
};

async function loadScenarios(only: string[]): Promise<{ file: string; scenario: Scenario }[]> {
  const files = readdirSync(scenariosDir).filter((file) => file.endsWith('.ts')).sort();
  const loaded = await Promise.all(files.map(async (file) => ({
    file, scenario: (await import(pathToFileURL(path.join(scenariosDir, file)).href) as { default: Scenario }).default,
  })));
  return only.length === 0 ? loaded : loaded.filter(({ scenario, file }) => only.some((name) => scenario.name === name || file.startsWith(name)));
}

const withLimit = <T>(work: Promise<T>, ms: number, what: string) => {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
};

async function runOne(suite: Suite, index: number, scenario: Scenario): Promise<Row> {
  const database = `faults_${index}_${scenario.name.replace(/[^a-z0-9]+/g, '_')}`;
  const tally = new Tally();
  const row: Row = { scenario: scenario.name, faults: '', tally, purchases: undefined, recoveryMs: null, broken: [] };
  const databaseUrl = await suite.freshDatabase(database);
  const sql: InvariantContext['sql'] = (text, values) => suite.postgres.sql(text, values, database);
  let api: ApiProcess | undefined;
  let proxy: HoldingProxy | undefined;
  try {
    const port = await freeLoopbackPort();
    if (scenario.proxied) proxy = await holdingProxy(`http://127.0.0.1:${port}`);
    api = await apiProcess({ databaseUrl, dataDir: suite.dataDir, port, ...(proxy ? { publicUrl: proxy.url } : {}), ...(scenario.env ? { env: scenario.env } : {}) });
    await api.start();
    await snapshotStock(sql);
    const stocked = await sql<Stocked>(`
      SELECT ps.product_id AS "productId", ps.weight FROM product_stock ps JOIN products p ON p.id = ps.product_id
       WHERE ps.quantity >= 3 AND p.archived_at IS NULL AND p.has_valid_image ORDER BY md5(ps.product_id::text || ps.weight)`);
    const probe = await signIn(api.baseUrl, PROBE_ACCOUNT, Date.now() + 30_000);
    const running = api;
    const context: ScenarioContext = {
      suite, postgres: suite.postgres, database, databaseUrl, ...(proxy ? { proxy } : {}), api, tally, stocked, probeToken: probe.token, sql,
      load: (options) => runLoad({ stocked, ...options, baseUrl: running.baseUrl, tally }),
      emulator: async (method, route, body) => {
        const response = await fetch(`${running.baseUrl}/sandbox/mpesa/__emulator${route}`, {
          method, signal: AbortSignal.timeout(10_000),
          ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
        });
        const answer = (await response.json()) as Record<string, unknown>;
        if (!response.ok) throw new Error(`emulator ${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
        return answer;
      },
      recovery: () => timeToRecovery(running.baseUrl, probe.token),
    };
    const result: ScenarioResult = await withLimit(scenario.run(context), SCENARIO_LIMIT_MS, scenario.name);
    row.faults = result.faults;
    row.purchases = result.purchases;
    row.recoveryMs = result.recoveryMs;
    const checks: InvariantContext = { sql, api, token: probe.token, acknowledged: result.purchases.acknowledged };
    for (const invariant of invariants) {
      const rows = await invariant.offending(checks).catch((error: unknown) => [`check failed: ${(error as Error).message}`]);
      if (rows.length > 0) row.broken.push({ name: invariant.name, rows });
    }
  } catch (error) {
    row.error = (error as Error).stack ?? String(error);
    if (api) row.error += `\n--- API output ---\n${api.output()}`;
  } finally {
    await api?.stop();
    await proxy?.close();
    await suite.dropDatabase(database).catch(() => undefined);
  }
  return row;
}

function printTable(rows: Row[]): void {
  const header = ['scenario', 'fault', 'requests', 'answers other than 200', 'orders ok/unknown/resent', 'M-Pesa paid/failed/waiting', 'recovery', 'invariants'];
  const lines = rows.map((row) => [
    row.scenario,
    row.faults || '-',
    String(row.tally.requests),
    row.tally.failures(),
    row.purchases ? `${row.purchases.acknowledged.length}/${row.purchases.unresolved.length}/${row.purchases.resent}` : '-',
    row.purchases?.payments ? `${row.purchases.payments.paid}/${row.purchases.payments.failed}/${row.purchases.payments.waiting}` : '-',
    row.recoveryMs === undefined ? '-' : row.recoveryMs === null ? 'never' : `${(row.recoveryMs / 1000).toFixed(1)} s`,
    row.error ? 'NOT RUN' : row.broken.length === 0 ? `${invariants.length}/${invariants.length} held` : `BROKEN: ${row.broken.map((broken) => broken.name).join(', ')}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  if (!postgresBinDir()) {
    console.error('PostgreSQL is not installed (apt-get install -y postgresql): the fault suite needs its binaries.');
    return 1;
  }
  const scenarios = await loadScenarios(process.argv.slice(2));
  if (scenarios.length === 0) {
    console.error(`No scenario matches ${process.argv.slice(2).join(' ')}`);
    return 1;
  }
  const started = Date.now();
  console.log(`Fault suite: ${scenarios.length} scenarios; starting PostgreSQL and seeding the demo shop…`);
  const suite = await startSuite();
  const rows: Row[] = [];
  try {
    for (const [index, { scenario }] of scenarios.entries()) {
      const scenarioStarted = Date.now();
      const row = await runOne(suite, index + 1, scenario);
      console.log(`${scenario.name}: ${row.error ? 'not run' : row.broken.length === 0 ? 'invariants held' : 'INVARIANTS BROKEN'} (${((Date.now() - scenarioStarted) / 1000).toFixed(0)} s)`);
      rows.push(row);
    }
  } finally {
    await suite.close();
  }
  console.log('');
  printTable(rows);
  for (const row of rows) {
    if (row.purchases && row.purchases.refused.size > 0) console.log(`${row.scenario}: refused placements ${JSON.stringify(Object.fromEntries(row.purchases.refused))}`);
    for (const broken of row.broken) console.log(`\n${row.scenario}: ${broken.name} broken by ${broken.rows.length} rows:\n${JSON.stringify(broken.rows.slice(0, 10), null, 2)}`);
    if (row.error) console.log(`\n${row.scenario} could not run:\n${row.error}`);
  }
  const failed = rows.filter((row) => row.error || row.broken.length > 0).length;
  console.log(`\nFault suite: ${rows.length - failed} scenarios held every invariant, ${failed} did not (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  // The line .ci/run adds up with the other suites' (a scenario is one test).
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
