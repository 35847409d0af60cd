/**
 * The fault suite's clients, over real HTTP: shoppers who sign in and buy with cash (their cashier's code), readers of
 * the catalogue, and a probe that says when the shop answers again. Every loop is bounded in count and in time; a
 * shopper repeats a placement that failed on the server or the network with the same orderId (the idempotency key)
 * until it gets an answer, as the web app does.
 */
import { newOrderId } from '@mitumba/contracts';
import { PASSWORD, SHOPPERS, cashierEmail, shopperEmail, sleep } from './harness.ts';

/** An answer's HTTP status, or what went wrong before one came ('network': refused or reset; 'timeout'). */
export type Outcome = number | 'network' | 'timeout';

/** Requests made and their outcomes, for the table. */
export class Tally {
  requests = 0;
  readonly outcomes = new Map<string, number>();

  add(outcome: Outcome): void {
    this.requests += 1;
    const key = String(outcome);
    this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
  }

  /** "503×12 network×3" — every outcome but 200. */
  failures(): string {
    const failed = [...this.outcomes].filter(([key]) => key !== '200').sort(([a], [b]) => a.localeCompare(b));
    return failed.length === 0 ? 'none' : failed.map(([key, count]) => `${key}×${count}`).join(' ');
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

/** One HTTP call to the API; never throws. */
export async function call(
  baseUrl: string, tally: Tally | undefined, method: 'GET' | 'POST', route: string, options: { token?: string; body?: unknown } = {},
): Promise<{ outcome: Outcome; body: Record<string, unknown> }> {
  let outcome: Outcome;
  let body: Record<string, unknown> = {};
  try {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    outcome = response.status;
    body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  } catch (error) {
    outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
  }
  tally?.add(outcome);
  return { outcome, body };
}

/** Answers worth sending the same request again for: the server or the network failed, not the request. */
const worthRepeating = (outcome: Outcome) => typeof outcome !== 'number' || outcome >= 500;

/** `attempt` until it answers something else than a failure worth repeating, at most `tries` times and until `deadline`. */
async function repeatUntilAnswered<T extends { outcome: Outcome }>(attempt: () => Promise<T>, deadline: number, tries = 200): Promise<T> {
  let last = await attempt();
  for (let n = 1; n < tries && worthRepeating(last.outcome) && Date.now() < deadline; n += 1) {
    await sleep(Math.min(1_000, 100 * n));
    last = await attempt();
  }
  return last;
}

/** A product weight a shopper may buy, from the catalogue as it stood before the load. */
export type Stocked = { productId: string; weight: string };

export type Account = { email: string; token: string };

export async function signIn(baseUrl: string, email: string, deadline: number): Promise<Account> {
  const { outcome, body } = await repeatUntilAnswered(() => call(baseUrl, undefined, 'POST', '/api/user/login', { body: { email, password: PASSWORD } }), deadline);
  if (outcome !== 200 || typeof body.token !== 'string') throw new Error(`${email} could not sign in: ${outcome} ${JSON.stringify(body)}`);
  return { email, token: body.token };
}

/** What the shoppers did: placements answered 200 (their orderIds), and those whose outcome they never learnt. */
export type Purchases = {
  acknowledged: string[];
  unresolved: string[];
  /** Placements sent again with the same orderId after a 5xx or no answer. */
  resent: number;
  refused: Map<string, number>;
};

export type LoadOptions = {
  baseUrl: string;
  tally: Tally;
  stocked: Stocked[];
  /** Shoppers (each with their own cashier), at most SHOPPERS. */
  shoppers: number;
  /** Catalogue readers. */
  readers: number;
  /** No new purchase or read starts after this long; a purchase under way may take `graceMs` more to get its answer. */
  durationMs: number;
  graceMs?: number;
  /** At most this many purchases per shopper. */
  maxPurchases?: number;
};

/**
 * Shoppers buying with cash and readers browsing the catalogue, until `durationMs` has passed. A placement that got
 * a 5xx or no answer is sent again with the same orderId (and a fresh code when the cashier's code moved on).
 */
export async function runLoad(options: LoadOptions): Promise<Purchases> {
  const { baseUrl, tally, stocked } = options;
  const started = Date.now();
  const stopAt = started + options.durationMs;
  const giveUpAt = stopAt + (options.graceMs ?? 30_000);
  const purchases: Purchases = { acknowledged: [], unresolved: [], resent: 0, refused: new Map() };
  const refuse = (why: string) => purchases.refused.set(why, (purchases.refused.get(why) ?? 0) + 1);
  let cursor = 0;
  const nextStocked = () => stocked[(cursor++) % stocked.length] as Stocked;

  const shopper = async (n: number) => {
    const customer = await signIn(baseUrl, shopperEmail(n), giveUpAt);
    const cashier = await signIn(baseUrl, cashierEmail(n), giveUpAt);
    const as = (account: Account, method: 'GET' | 'POST', route: string, body?: unknown) =>
      call(baseUrl, tally, method, route, { token: account.token, body });
    const code = async () => String((await repeatUntilAnswered(() => as(cashier, 'GET', '/api/security-codes/current'), giveUpAt)).body.code ?? '');

    for (let purchase = 0; purchase < (options.maxPurchases ?? 100) && Date.now() < stopAt; purchase += 1) {
      const { productId, weight } = nextStocked();
      // An absolute quantity: repeating it after an unknown outcome changes nothing.
      const put = await repeatUntilAnswered(() => as(customer, 'POST', '/api/cart/update', { itemId: productId, model: weight, quantity: 1 }), giveUpAt);
      if (put.outcome !== 200) {
        refuse(`cart ${put.outcome}`);
        continue;
      }
      const cart = await repeatUntilAnswered(() => as(customer, 'POST', '/api/cart/get', {}), giveUpAt);
      const body = cart.body as { items?: { productId: string; name: string; unitPrice: number; quantity: number; weight: string }[]; summary?: { total: number; discount: number } };
      if (cart.outcome !== 200 || !body.items?.length || !body.summary) {
        refuse(`cart read ${cart.outcome}`);
        continue;
      }
      const orderId = newOrderId();
      const payload = {
        orderId, paymentMethod: 'cash',
        address: { firstName: 'Fault', lastName: `Shopper ${n}`, email: shopperEmail(n), street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe', country: 'Kenya', pickupLocation: '', phone: '0712345678' },
        items: body.items.map((item) => ({ _id: item.productId, name: item.name, price: item.unitPrice, quantity: item.quantity, weight: item.weight })),
        amount: body.summary.total, discount: body.summary.discount,
      };
      let securityCode = await code();
      let sends = 0;
      const place = () => {
        sends += 1;
        return as(customer, 'POST', '/api/order/place', { ...payload, securityCode });
      };
      let answer = await repeatUntilAnswered(place, giveUpAt);
      // The code moved on (it rotates, or this very order spent it before its answer was lost): the same order, a fresh code.
      for (let again = 0; again < 3 && answer.outcome === 422 && /code/i.test(String(answer.body.message)); again += 1) {
        securityCode = await code();
        answer = await repeatUntilAnswered(place, giveUpAt);
      }
      purchases.resent += sends - 1;
      if (answer.outcome === 200) purchases.acknowledged.push(orderId);
      else if (worthRepeating(answer.outcome)) purchases.unresolved.push(orderId);
      else {
        refuse(`${answer.outcome} ${String(answer.body.message).slice(0, 60)}`);
        // Whatever was refused (sold out meanwhile) leaves the cart for the next purchase.
        await repeatUntilAnswered(() => as(customer, 'POST', '/api/cart/update', { itemId: productId, model: weight, quantity: 0 }), giveUpAt);
      }
    }
  };

  const reader = async () => {
    for (let page = 0; page < 10_000 && Date.now() < stopAt; page += 1) {
      const { productId } = nextStocked();
      await call(baseUrl, tally, 'GET', page % 2 === 0 ? `/api/product/list?page=${1 + (page % 5)}&limit=12` : `/api/product/${productId}`);
      await sleep(20);
    }
  };

  const shoppers = Array.from({ length: Math.min(options.shoppers, SHOPPERS) }, (_, index) => shopper(index + 1));
  const readers = Array.from({ length: options.readers }, () => reader());
  await Promise.all([...shoppers, ...readers]);
  return purchases;
}

/**
 * Polls a request that needs the database (a signed-in cart read) every 100 ms from now until it answers 200 or
 * `timeoutMs` passes: the milliseconds that took, or null.
 */
export async function timeToRecovery(baseUrl: string, token: string, timeoutMs = 60_000): Promise<number | null> {
  const from = Date.now();
  while (Date.now() - from < timeoutMs) {
    const { outcome } = await call(baseUrl, undefined, 'POST', '/api/cart/get', { token, body: {} });
    if (outcome === 200) return Date.now() - from;
    await sleep(100);
  }
  return null;
}
