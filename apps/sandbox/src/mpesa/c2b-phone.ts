import type { FastifyInstance } from 'fastify';
import type { C2b } from './c2b.ts';
import { paymentFields } from './c2b-routes.ts';
import { escapeHtml } from './phone-page.ts';

/**
 * The sandbox phone's "Lipa na M-Pesa · Pay Bill" (the customer's own menu): business number, account number and
 * amount; it runs as Safaricom does (validation, then the confirmation) and says what happened.
 */
const hidden = { schema: { hide: true } };
const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

export type PaybillPageState = { paid?: string | undefined; paybillError?: string | undefined };

export function paybillSection(c2b: C2b, state: PaybillPageState, pagePath: string, defaultShortCode: string): string {
  const shortCode = [...c2b.registrations.keys()][0] ?? defaultShortCode;
  const paid = state.paid ? c2b.payments.find((payment) => payment.transId === state.paid) : undefined;
  const result = paid
    ? `<p class="notice${paid.status === 'completed' ? '' : ' bad'}" role="status">${paid.status === 'completed'
      ? `${escapeHtml(paid.transId)} Confirmed. Ksh ${shillings.format(paid.amount)} sent to ${escapeHtml(paid.shortCode)} for account ${escapeHtml(paid.billRefNumber)}.`
      : `Failed: ${escapeHtml(paid.note)}`}</p>`
    : state.paybillError ? `<p class="notice bad" role="alert">${escapeHtml(state.paybillError)} is not valid. Nothing was paid.</p>` : '';
  return `<h2>Lipa na M-Pesa · Pay Bill</h2>
${result}
<form class="phone" method="post" action="${escapeHtml(`${pagePath}/paybill`)}">
<label>Business number<input name="shortCode" inputmode="numeric" required value="${escapeHtml(shortCode)}"></label>
<label>Account number<input name="billRefNumber" required maxlength="20" autocomplete="off"></label>
<label>Amount (Ksh)<input name="amount" inputmode="numeric" required pattern="[0-9]+"></label>
<label>Your phone<input name="msisdn" inputmode="tel" value="254708374149"></label>
<div class="buttons"><button name="action" value="paybill">Pay</button></div>
</form>`;
}

export function registerPaybillAction(app: FastifyInstance, c2b: C2b): void {
  const pagePath = `${app.prefix}/phone`;
  app.post('/phone/paybill', hidden, async (request, reply) => {
    const checked = paymentFields(request.body);
    if (!checked.ok) return reply.redirect(`${pagePath}?${new URLSearchParams({ paybillError: checked.field })}`, 303);
    const payment = await c2b.pay(checked);
    return reply.redirect(`${pagePath}?${new URLSearchParams({ paid: payment.transId })}`, 303);
  });
}
