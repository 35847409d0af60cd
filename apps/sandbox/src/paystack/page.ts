import { escapeHtml } from '../mpesa/phone-page.ts';
import { TEST_CARD } from './settle.ts';
import type { PaystackTransaction } from './transactions.ts';

/**
 * The hosted payment page (`GET /checkout/{access_code}`, reference §6.4): the amount, the customer's e-mail, a card
 * form filled with Paystack's test card (§2.6) and Pay / Decline / Abandon. Plain HTML forms, inline CSS, no script
 * (the shop's Content-Security-Policy runs none inline); everything shown is escaped.
 */
const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6f9;color:#0b1b2b}
main{max-width:27rem;margin:0 auto;padding:1.25rem 1rem}
.card{background:#fff;border-radius:.9rem;box-shadow:0 2px 10px #0b1b2b1f;padding:1.25rem}
.brand{display:flex;justify-content:space-between;align-items:center;margin-bottom:1rem;font-size:.85rem;color:#3d5266}
.brand strong{color:#0ba4db;font-size:1.05rem}
.amount{font-size:1.6rem;font-weight:700;margin:0}.email{margin:.1rem 0 1rem;color:#3d5266;word-break:break-all}
label{display:block;font-size:.85rem;font-weight:600;margin:.6rem 0 .25rem}
input{width:100%;font-size:1rem;padding:.6rem .7rem;border:1.5px solid #c7d3de;border-radius:.5rem;color:#0b1b2b}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.hint{font-size:.8rem;color:#3d5266;margin:.75rem 0 0}
.buttons{display:flex;flex-direction:column;gap:.5rem;margin-top:1rem}
button{min-height:2.9rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:700;cursor:pointer}
.pay{background:#0a8a3e;color:#fff}.decline{background:#b42318;color:#fff}.abandon{background:#e5ebf0;color:#0b1b2b}
.notice{padding:.75rem 1rem;border-radius:.6rem;background:#e1f5ea;margin:0 0 1rem}.notice.bad{background:#fde4e1}
.ref{font-size:.8rem;color:#3d5266;margin-top:1rem;word-break:break-all}a{color:#06598a}
`;

const money = (amount: number, currency: string) =>
  `${escapeHtml(currency)} ${new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main><div class="card">
<p class="brand"><strong>paystack</strong><span>Sandbox · test mode</span></p>
${body}
</div></main></body></html>`;
}

export function renderCheckoutPage(transaction: PaystackTransaction, action: string, error?: string): string {
  const notice = error ? `<p class="notice bad" role="alert">${escapeHtml(error)}</p>` : '';
  return layout('Pay with Paystack (sandbox)', `<h1 class="amount">Pay ${money(transaction.amount, transaction.currency)}</h1>
<p class="email">${escapeHtml(transaction.email)}</p>
${notice}<form method="post" action="${escapeHtml(action)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="${TEST_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')}">
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="off" value="12/30"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" value="408"></div></div>
<p class="hint">Test card 4084 0840 8408 4081 (CVV 408) pays; any other number is declined. Nothing here is real money.</p>
<div class="buttons">
<button class="pay" name="action" value="pay">Pay ${money(transaction.amount, transaction.currency)}</button>
<button class="decline" name="action" value="decline">Decline</button>
<button class="abandon" name="action" value="abandon">Cancel payment</button>
</div></form>
<p class="ref">Reference ${escapeHtml(transaction.reference)}</p>`);
}

/** What a settled transaction's page shows (a second visit, or no callback_url to send the browser to). */
export function renderSettledPage(transaction: PaystackTransaction, backUrl: string | null): string {
  const paid = transaction.status === 'success';
  const text = paid ? 'Payment successful' : transaction.status === 'failed' ? `Payment failed: ${transaction.gatewayResponse}` : 'Payment cancelled';
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Return to the merchant</a></p>` : '';
  return layout('Paystack (sandbox)', `<p class="notice${paid ? '' : ' bad'}" role="status">${escapeHtml(text)}</p>
<h1 class="amount">${money(transaction.amount, transaction.currency)}</h1>${back}
<p class="ref">Reference ${escapeHtml(transaction.reference)}</p>`);
}

export function renderNotFoundPage(): string {
  return layout('Paystack (sandbox)', '<p class="notice bad" role="alert">This payment page does not exist or has expired.</p>');
}
