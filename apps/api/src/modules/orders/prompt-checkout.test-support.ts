import { expect } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

/**
 * Real-HTTP helpers for the checkout tests of the M-Pesa-prompt aggregators (Lipia, TinyPesa, KCB): the app with its
 * sandbox, an order paid by prompt, and what the shared STK engine saw (its admin API at /sandbox/mpesa/__emulator).
 */
export type SandboxedApp = TestContext & { baseUrl: string };

/** A prompt as the emulator's admin API lists it. */
export type EmulatorPrompt = { provider: string; checkoutRequestId: string; accountReference: string; amount: number; callbackUrl: string };

/** The app with its sandbox, and the catalogue basics an order needs. */
export async function startCheckoutApp(options?: Parameters<typeof startTestAppWithSandbox>[0]): Promise<SandboxedApp> {
  const ctx = await startTestAppWithSandbox(options);
  await ensureCatalogBasics(ctx.database.db);
  return ctx;
}

/** A new customer orders one 45 kg bale (4,200 KES) and pays by prompt at `initiatePath` from `phone` (07…); answers the 200's body. */
export async function placePromptOrder(ctx: SandboxedApp, initiatePath: string, phone: string, productName: string): Promise<Record<string, unknown>> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: productName, priceShillings: 4200, stock: { '45KG': 2 } });
  await addToCart(ctx, customer, productId, '45KG');
  const response = await ctx.app.inject({
    method: 'POST', url: initiatePath, headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

const emulatorAdmin = async (ctx: SandboxedApp, path: string): Promise<unknown> =>
  (await fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`)).json();

/** The prompts the emulator holds for `phone` (07…). */
export async function promptsFor(ctx: SandboxedApp, phone: string): Promise<EmulatorPrompt[]> {
  return ((await emulatorAdmin(ctx, `/requests?phone=254${phone.slice(1)}`)) as { requests: EmulatorPrompt[] }).requests;
}

/** The callbacks the emulator delivered for a prompt with the shop's answers, waiting up to 4 s for the first. */
export async function deliveredCallbacks(ctx: SandboxedApp, checkoutRequestId: string): Promise<Array<{ status: number }>> {
  const delivered = async () =>
    ((await emulatorAdmin(ctx, `/callbacks?checkoutRequestId=${checkoutRequestId}`)) as { callbacks: Array<{ status: number }> }).callbacks;
  for (let tries = 0; (await delivered()).length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 40));
  return delivered();
}
