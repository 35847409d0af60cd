import { escapeHtml } from '../mpesa/phone-page.ts';
import { TEST_CARDS } from './checkout.ts';
import type { CheckoutSession } from './sessions.ts';

/**
 * The hosted Checkout page of the emulator (`GET /pay/{id}`): what is being paid, the test cards to pick (§3.4), Pay
 * and Cancel. Plain HTML forms, inline CSS, no script; everything shown is escaped.
 */
const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:28rem;margin:0 auto;padding:1.25rem}
.badge{display:inline-block;font-size:.75rem;font-weight:600;background:#ffde92;color:#5a3b00;border-radius:.3rem;padding:.1rem .4rem}
h1{font-size:1.1rem;margin:.75rem 0 .25rem;color:#525f7f}.amount{font-size:2rem;font-weight:700;margin:0 0 .25rem}
.ref{color:#697386;font-size:.85rem;margin:0 0 1.25rem;word-break:break-all}
fieldset{border:1px solid #e3e8ee;border-radius:.5rem;background:#fff;margin:0 0 1rem;padding:.5rem .75rem}
legend{font-size:.85rem;color:#525f7f;padding:0 .25rem}
label{display:flex;gap:.6rem;align-items:center;padding:.55rem 0;border-top:1px solid #f0f2f5;font-size:.95rem}
label:first-of-type{border-top:0}code{font-size:.9rem}small{display:block;color:#697386}
button{width:100%;min-height:2.9rem;border:0;border-radius:.4rem;font-size:1rem;font-weight:600;cursor:pointer;background:#635bff;color:#fff}
button.cancel{background:transparent;color:#635bff;margin-top:.5rem}
.error{background:#fde8e8;color:#9b1c1c;border-radius:.4rem;padding:.6rem .75rem;margin-bottom:1rem}
.closed{background:#fff;border:1px solid #e3e8ee;border-radius:.5rem;padding:1rem}
`;

function amountText(session: CheckoutSession): string {
  const major = (session.amount_total / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${session.currency.toUpperCase()} ${major}`;
}

function frame(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(session: CheckoutSession, actionBase: string): string {
  const heading = `<span class="badge">TEST MODE · Mitumba sandbox</span><h1>Pay Mitumba</h1>`
    + `<p class="amount">${escapeHtml(amountText(session))}</p>`
    + `<p class="ref">Order ${escapeHtml(session.client_reference_id ?? session.metadata.orderId ?? '')} · ${escapeHtml(session.id)}</p>`;
  if (session.status !== 'open') {
    const why = session.status === 'complete' ? 'This payment is complete.' : 'This Checkout Session has expired.';
    return frame('Checkout', `${heading}<div class="closed">${why}</div>`);
  }
  const error = session.lastError ? `<div class="error" role="alert">${escapeHtml(session.lastError)}</div>` : '';
  const cards = Object.entries(TEST_CARDS).map(([number, card], index) => {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    return `<label><input type="radio" name="card" value="${number}"${index === 0 ? ' checked' : ''}>`
      + `<span><code>${spaced}</code><small>${escapeHtml(card.label)} · any future expiry, any CVC</small></span></label>`;
  }).join('');
  const pay = `<form method="post" action="${escapeHtml(`${actionBase}/pay/${session.id}`)}"><fieldset><legend>Test card</legend>${cards}</fieldset>`
    + `<button type="submit">Pay ${escapeHtml(amountText(session))}</button></form>`;
  const cancel = `<form method="post" action="${escapeHtml(`${actionBase}/pay/${session.id}/cancel`)}"><button class="cancel" type="submit">Cancel and return to Mitumba</button></form>`;
  return frame('Checkout', `${heading}${error}${pay}${cancel}`);
}

export const notFoundPage = (): string => frame('Checkout', '<h1>Something went wrong</h1><div class="closed">This Checkout Session does not exist.</div>');
