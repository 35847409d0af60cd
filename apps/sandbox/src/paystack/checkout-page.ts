import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptForms } from '../emulator-http.ts';
import { renderCheckoutPage, renderNotFoundPage, renderSettledPage } from './page.ts';
import { returnUrl, TEST_CARD, type Settler } from './settle.ts';
import type { TransactionStore } from './transactions.ts';

/**
 * The hosted page at `authorization_url` (`/checkout/{access_code}`, reference §6.4). Pay with the test card: success,
 * `charge.success`, then 302 to `callback_url?trxref=…&reference=…`; Decline (or another card): failed, no webhook,
 * the same redirect; Cancel: the transaction stays `abandoned` (never paid) and the browser goes back the same way.
 */
const hidden = { schema: { hide: true } };

export function registerCheckoutPage(app: FastifyInstance, store: TransactionStore, settler: Settler): void {
  acceptForms(app);
  const html = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get('/checkout/:accessCode', hidden, async (request, reply) => {
    const transaction = store.byAccessCode((request.params as { accessCode: string }).accessCode);
    if (!transaction) return html(reply, 404, renderNotFoundPage());
    if (transaction.status !== 'abandoned') return html(reply, 200, renderSettledPage(transaction, returnUrl(transaction)));
    return html(reply, 200, renderCheckoutPage(transaction, `${app.prefix}/checkout/${transaction.accessCode}`));
  });

  app.post('/checkout/:accessCode', hidden, async (request, reply) => {
    const transaction = store.byAccessCode((request.params as { accessCode: string }).accessCode);
    if (!transaction) return html(reply, 404, renderNotFoundPage());
    const form = (request.body ?? {}) as Record<string, unknown>;
    if (form.action === 'pay') {
      const card = String(form.card ?? '').replace(/\s+/g, '');
      if (card === TEST_CARD) settler.pay(transaction);
      else settler.decline(transaction, 'Declined');
    } else if (form.action === 'decline') {
      settler.decline(transaction, 'Declined');
    } else if (form.action !== 'abandon') {
      return html(reply, 400, renderCheckoutPage(transaction, `${app.prefix}/checkout/${transaction.accessCode}`, 'Choose Pay, Decline or Cancel.'));
    }
    const back = returnUrl(transaction);
    return back ? reply.redirect(back, 302) : html(reply, 200, renderSettledPage(transaction, null));
  });
}
