import type { DepositPlacementResponse, OrderView, ShopSettings } from '@mitumba/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct, insertUser } from '../../test/factories.ts';
import type { SandboxedApp } from '../orders/prompt-checkout.test-support.ts';

/**
 * Real-HTTP helpers for the deposit tests: a customer with a bale in the cart, a deposit placed through the spec's
 * calls, a balance payment, the order as the customer reads it, and the emulators' admin APIs (delays, forced outcomes).
 */
export type Buyer = { customer: SignedIn; productId: string };

/** A bale priced `price` shillings, two in stock, one in the customer's cart (a new customer unless given one). */
export async function buyer(ctx: SandboxedApp, price = 10_000, customer?: SignedIn): Promise<Buyer> {
  const who = customer ?? await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: `Deposit Bale ${crypto.randomUUID().slice(0, 6)}`, priceShillings: price, stock: { '45KG': 2 } });
  await addToCart(ctx, who, productId, '45KG');
  return { customer: who, productId };
}

/** POST `path` (a deposit placement) with the cart's order payload and `extra` (depositAmount, method, phone…). */
export async function placeDeposit(ctx: SandboxedApp, customer: SignedIn, path: string, extra: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'POST', url: path, headers: customer.headers, payload: await orderPayload(ctx, customer, extra) });
}

/** A deposit placed and answered 200 (fails with the body otherwise). */
export async function placedDeposit(ctx: SandboxedApp, customer: SignedIn, path: string, extra: Record<string, unknown>): Promise<DepositPlacementResponse> {
  const response = await placeDeposit(ctx, customer, path, extra);
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return response.json() as DepositPlacementResponse;
}

/** POST a payment towards the balance: /api/order/deposit/{method}, or PesaFlux's /initiate. */
export function payBalance(ctx: SandboxedApp, customer: SignedIn, method: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const url = method === 'pesaflux' ? '/api/order/deposit/pesaflux/initiate' : `/api/order/deposit/${method}`;
  return ctx.app.inject({ method: 'POST', url, headers: customer.headers, payload: body });
}

export async function orderView(ctx: SandboxedApp, customer: SignedIn, orderRef: string): Promise<OrderView> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/order/${encodeURIComponent(orderRef)}`, headers: customer.headers });
  if (response.statusCode !== 200) throw new Error(`order ${orderRef}: ${response.body}`);
  return (response.json() as { order: OrderView }).order;
}

/** The order's row as it stands (stock hold, whether it still blocks checkout). */
export async function orderRow(ctx: SandboxedApp, orderRef: string) {
  const row = await ctx.app.services.orders.findByRef(orderRef);
  if (!row) throw new Error(`no order ${orderRef}`);
  return row;
}

/** Waits (up to 5 s) until a payment request is no longer pending, and answers its state. */
export async function settledState(ctx: SandboxedApp, attemptId: string, timeoutMs = 5_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const attempt = await ctx.app.services.payments.findAttempt(attemptId);
    if (!attempt) throw new Error(`no attempt ${attemptId}`);
    if (attempt.state !== 'pending' || Date.now() - started > timeoutMs) return attempt.state;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** The shared STK engine's admin API (Lipia, TinyPesa, PesaFlux and M-Pesa prompts all run on it). */
export function stkAdmin(ctx: SandboxedApp) {
  const call = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, {
      method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    /** Sets the engine's delays and approval (e.g. `{ delayMs: 1500 }` keeps prompts pending that long). */
    configure: (changes: Record<string, unknown>) => call('/config', 'PATCH', changes),
    /** Settles a pending prompt as a person on the phone would (0: paid, 1032: cancelled). */
    force: (checkoutRequestId: string, resultCode: number) => call(`/requests/${checkoutRequestId}/outcome`, 'POST', { resultCode }),
  };
}

/** A back-office admin's headers, and the owner's settings saved with `changes` over what is served now. */
export async function shopOwner(ctx: SandboxedApp) {
  const admin = await insertUser(ctx.database.db, { role: 'admin' });
  const headers = { authorization: `Bearer ${(await ctx.app.auth.startSession(admin.id)).token}` };
  const current = async (): Promise<ShopSettings> =>
    ((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json() as { settings: ShopSettings }).settings;
  return {
    current,
    async save(settings: ShopSettings): Promise<void> {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: settings });
      if (response.statusCode !== 200) throw new Error(`settings: ${response.body}`);
    },
  };
}
