import { escapeHtml } from '../mpesa/phone-page.ts';
import type { OrderEntity } from './store.ts';

/**
 * The stand-in for Razorpay Checkout (§4.3), opened by the shop as a popup: the order, Pay / Decline / Close as plain
 * HTML forms. The answer page hands the opener the handler's result with `postMessage` from a script file
 * (`checkout/result.js`: the shop's CSP runs no inline script) and closes the popup.
 */
const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5fb;color:#17233d}
main{max-width:26rem;margin:0 auto;padding:1.25rem}
.card{background:#fff;border-radius:1rem;padding:1.25rem;box-shadow:0 2px 8px #0002}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#3395ff;margin-bottom:1rem}.brand span{color:#5f6b85;font-weight:400;font-size:.85rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}.meta{font-size:.85rem;color:#5f6b85;word-break:break-all;margin:0 0 1rem}
.test{font-size:.8rem;background:#fff6db;border-radius:.5rem;padding:.5rem .75rem;margin-bottom:1rem}
form{margin:0}.buttons{display:grid;gap:.5rem}
button{width:100%;min-height:2.75rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;background:#3395ff;color:#fff}
button.decline{background:#e5484d}button.close{background:#e4e8f1;color:#17233d}
.notice{padding:1rem;border-radius:.75rem;background:#fff;text-align:center}
`;

const layout = (title: string, body: string, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style>${script}</head><body><main>${body}</main></body></html>`;

const money = (amount: number, currency: string) =>
  `${escapeHtml(currency)} ${(amount / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function checkoutPage(prefix: string, order: OrderEntity, keyId: string): string {
  const hidden = `<input type="hidden" name="order_id" value="${escapeHtml(order.id)}"><input type="hidden" name="key_id" value="${escapeHtml(keyId)}">`;
  const button = (action: string, label: string, className = '') =>
    `<form method="post" action="${escapeHtml(prefix)}/checkout">${hidden}<input type="hidden" name="action" value="${action}"><button class="${className}" type="submit">${label}</button></form>`;
  const open = order.status !== 'paid';
  return layout('Razorpay Checkout (sandbox)', `<div class="card">
<div class="brand">Razorpay <span>Checkout · sandbox</span></div>
<p class="meta">Order ${escapeHtml(order.id)}${order.receipt ? ` · ${escapeHtml(order.receipt)}` : ''}</p>
<p class="amount">${money(order.amount, order.currency)}</p>
<p class="test">Test mode: Pay completes the payment with a test card, Decline has the bank refuse it, Close leaves without paying.</p>
${open ? `<div class="buttons">${button('pay', 'Pay')}${button('decline', 'Decline', 'decline')}${button('close', 'Close', 'close')}</div>`
    : '<p class="notice">This order is already paid.</p>'}
</div>`);
}

/** The page that hands the result to the opener; `message` is what `result.js` posts. */
export function resultPage(prefix: string, message: unknown, text: string): string {
  const data = escapeHtml(JSON.stringify(message));
  return layout('Razorpay Checkout (sandbox)',
    `<p class="notice" id="razorpay-result" data-message="${data}">${escapeHtml(text)} You can close this window.</p>`,
    `<script src="${escapeHtml(prefix)}/checkout/result.js" defer></script>`);
}

export const errorPage = (text: string) => layout('Razorpay Checkout (sandbox)', `<p class="notice">${escapeHtml(text)}</p>`);

/** Posts the result to the opener (same origin: the shop mounts the sandbox under /sandbox), then closes. */
export const resultScript = `'use strict';(function(){var el=document.getElementById('razorpay-result');if(!el)return;
var message=JSON.parse(el.getAttribute('data-message'));
if(window.opener){window.opener.postMessage(message,window.location.origin);}
setTimeout(function(){window.close();},50);})();`;
