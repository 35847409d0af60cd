import { sendJob, sleep } from '../harness.ts';
import { call, shopperPhone, type Purchases } from '../load.ts';
import type { Scenario, ScenarioContext } from '../scenario.ts';

/** The sandbox's fault numbers (apps/sandbox/src/mpesa/outcomes.ts): the prompt goes out and pays either way. */
const HANGS = '254700000010'; // the push answer hangs past the shop's time-out, then 504 HTML
const OUTAGE = '254700000011'; // the push is answered with a 503 HTML page at once
const DUPLICATE = '254700000006'; // the sandbox sends the paid callback twice
const LATE = '254700000008'; // the paid callback comes after 3 × the delay
/**
 * Shoppers 2–5 on one fault number each (the sandbox refuses a second prompt to a phone that has one waiting); the
 * rest, and shopper 1 (who places the unanswered prompt afterwards), on their own numbers, auto-approved.
 */
const PHONES: Record<number, string> = { 2: HANGS, 3: OUTAGE, 4: DUPLICATE, 5: LATE };
const RECONCILE_QUEUE = 'payments-reconcile';
/** The phone of the prompt nobody answers: none of the load's, so the prompt limits per phone never count it with theirs. */
const UNANSWERED = '254711000099';

type SentCallback = { id: number; url: string; body: unknown; status: number | null };

/** Posts every callback the sandbox delivered once more, twice at once (a provider retrying), until stopped. */
function resendCallbacks({ emulator, tally }: ScenarioContext) {
  const done = new Set<number>();
  let running = true;
  const pass = async () => {
    const { callbacks } = (await emulator('GET', '/callbacks')) as { callbacks: SentCallback[] };
    for (const sent of callbacks.filter((candidate) => candidate.status === 200 && !done.has(candidate.id))) {
      done.add(sent.id);
      await Promise.all([1, 2].map(() => call('', tally, 'POST', sent.url, { body: sent.body })));
    }
  };
  const loop = (async () => {
    while (running) {
      await sleep(700);
      await pass();
    }
  })();
  return { resent: () => done.size * 2, stop: async () => {
    running = false;
    await loop;
    await pass();
  } };
}

async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(250)) {
    const found = await check();
    if (found !== undefined) return found;
  }
  throw new Error(`${what} did not happen within ${ms / 1000} s`);
}

/**
 * An order whose prompt nobody answers, made 10 minutes old in SQL, while the M-Pesa status query hangs (held by the
 * proxy): the reconciliation (sent to pg-boss now, it runs every minute) must expire it without the query's answer.
 * Then the customer pays after all: the paid callback arrives after expiry, twice, and must be flagged, not applied.
 */
async function paidAfterExpiry(context: ScenarioContext): Promise<{ purchases: Purchases; note: string }> {
  const { emulator, load, sql, proxy, databaseUrl } = context;
  await emulator('PATCH', '/config', { autoApprove: false, timeoutMs: 600_000 });
  const purchases = await load({ shoppers: 1, readers: 0, durationMs: 5_000, maxPurchases: 1, pay: 'mpesa', phoneOf: () => UNANSWERED, settleWithinMs: 300 });
  const [attempt] = await sql<{ id: string; provider_ref: string | null }>(`
    SELECT a.id, a.provider_ref FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.order_ref = $1 AND a.state = 'pending'`, [purchases.acknowledged[0]]);
  if (!attempt?.provider_ref) throw new Error(`the unanswered prompt was not placed: ${JSON.stringify(Object.fromEntries(purchases.refused))}`);
  await sql(`UPDATE payment_attempts SET created_at = created_at - interval '10 minutes' WHERE id = $1`, [attempt.id]);
  proxy?.hold(/\/mpesa\/stkpushquery\//);
  const state = () => sql<{ state: string }>(`SELECT state FROM payment_attempts WHERE id = $1`, [attempt.id]).then(([row]) => row?.state);
  await until('expiry with a hanging status query', 40_000, async () => {
    if (await state() === 'expired') return true;
    await sendJob(databaseUrl, RECONCILE_QUEUE);
    for (let waited = 0; waited < 4_000; waited += 250) {
      if (await state() === 'expired') return true;
      await sleep(250);
    }
    return undefined;
  });
  const held = proxy?.held() ?? 0;
  proxy?.hold(null);
  await emulator('POST', `/requests/${attempt.provider_ref}/outcome`, { resultCode: 0 });
  const delivered = await until('the late paid callback', 15_000, async () => {
    const { callbacks } = (await emulator('GET', `/requests/${attempt.provider_ref}`)) as { callbacks: SentCallback[] };
    return callbacks.find((sent) => sent.status !== null);
  });
  await call('', context.tally, 'POST', delivered.url, { body: delivered.body });
  const flagged = await until('the late payment flagged', 15_000, async () => {
    const [row] = await sql<{ flags: number }>(`SELECT count(*)::int AS flags FROM payment_flags WHERE attempt_id = $1`, [attempt.id]);
    return row && row.flags > 0 ? row.flags : undefined;
  });
  const after = await state();
  return { purchases, note: `paid after expiry (${held} status query held): ${after}, ${flagged} flag` };
}

/**
 * Provider faults through the M-Pesa sandbox, the shop's provider time-out at 1.5 s: pushes that hang past it and
 * 503 HTML pages (answered 202, "we are checking"; the prompts pay and call back), callbacks the sandbox sends twice
 * or late, every delivered callback posted again twice at once, and a paid callback after the attempt expired while
 * its status query hung.
 */
const scenario: Scenario = {
  name: 'provider-faults',
  proxied: true,
  env: { PAYMENTS_PROVIDER_TIMEOUT_MS: '1500' },
  async run(context) {
    await context.emulator('PATCH', '/config', { autoApprove: true, delayMs: 400, hangMs: 2_500 });
    const resending = resendCallbacks(context);
    const purchases = await context.load({
      // At most 8 purchases each: a fault number is one phone, and the shop takes at most 10 prompts to a phone in 15 minutes.
      shoppers: 8, readers: 1, durationMs: 10_000, pay: 'mpesa', settleWithinMs: 8_000, maxPurchases: 8,
      phoneOf: (n) => PHONES[n] ?? shopperPhone(n),
    });
    await resending.stop();
    const late = await paidAfterExpiry(context);
    const payments = purchases.payments && late.purchases.payments
      ? { ...purchases.payments, waiting: purchases.payments.waiting + late.purchases.payments.waiting } : purchases.payments;
    return {
      purchases: {
        ...purchases, acknowledged: [...purchases.acknowledged, ...late.purchases.acknowledged],
        unresolved: [...purchases.unresolved, ...late.purchases.unresolved], resent: purchases.resent + late.purchases.resent,
        ...(payments ? { payments } : {}),
      },
      faults: `hang+503 pushes, ${resending.resent()} callbacks resent, ${late.note}`,
    };
  },
};

export default scenario;
