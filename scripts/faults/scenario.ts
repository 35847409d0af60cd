/**
 * What a scenario is, and what the runner gives it. A scenario is one file in scenarios/ whose default export is a
 * `Scenario`: it runs a load against the API on a fresh database, injects its fault, and says how long the shop took
 * to answer again; the runner then checks every invariant (invariants.ts) on that database.
 */
import { sleep, type ApiProcess, type HoldingProxy, type PostgresServer, type Suite } from './harness.ts';
import type { LoadOptions, Purchases, Stocked, Tally } from './load.ts';

export type ScenarioContext = {
  suite: Suite;
  postgres: PostgresServer;
  /** The scenario's own database (a copy of the seeded template), its URL, and the API child running on it. */
  database: string;
  databaseUrl: string;
  /** With `proxied`: the proxy that is the API's PUBLIC_URL (its sandbox calls and callbacks go through it). */
  proxy?: HoldingProxy;
  api: ApiProcess;
  /** Every request of the load is counted here (the table's requests and failures). */
  tally: Tally;
  /** Product weights in stock before the load. */
  stocked: Stocked[];
  /** A signed-in customer's token that is not part of the load (recovery probes, health). */
  probeToken: string;
  sql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** The shoppers' and readers' load (load.ts) with this scenario's API, tally and stock filled in (`stocked` may narrow it). */
  load(options: Omit<LoadOptions, 'baseUrl' | 'tally' | 'stocked'> & { stocked?: Stocked[] }): Promise<Purchases>;
  /** The M-Pesa emulator's admin API in the API child (`/sandbox/mpesa/__emulator` + `route`): its JSON answer. */
  emulator(method: 'GET' | 'POST' | 'PATCH', route: string, body?: unknown): Promise<Record<string, unknown>>;
  /** Milliseconds from now until a signed-in request that reads the database answers 200 (null: not within a minute). */
  recovery(): Promise<number | null>;
};

export type ScenarioResult = {
  purchases: Purchases;
  /** The slowest recovery after the scenario's faults (ms), or null when the shop did not answer again; absent when nothing went down. */
  recoveryMs?: number | null;
  /** What was done, in a few words (e.g. "2 restarts", "14 backends ended"). */
  faults: string;
};

export type Scenario = {
  name: string;
  /** More environment for this scenario's API child (kept across its restarts). */
  env?: Record<string, string>;
  /** Put a holding proxy (harness.ts) in front of the API as its PUBLIC_URL. */
  proxied?: boolean;
  run(context: ScenarioContext): Promise<ScenarioResult>;
};

/**
 * Kills the API with SIGKILL after each of `waits` (ms, one after the other) and starts it again; answers the slowest
 * recovery counted from the kill (the restart is part of it), or null when the shop did not answer again.
 */
export async function killAndRestart({ api, recovery }: Pick<ScenarioContext, 'api' | 'recovery'>, waits: number[]): Promise<number | null> {
  let slowest = 0;
  for (const wait of waits) {
    await sleep(wait);
    const killed = Date.now();
    await api.kill9();
    await api.start();
    const probe = await recovery();
    slowest = Math.max(slowest, probe === null ? Number.POSITIVE_INFINITY : Date.now() - killed);
  }
  return Number.isFinite(slowest) ? slowest : null;
}
