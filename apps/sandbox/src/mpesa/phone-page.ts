import type { FastifyInstance } from 'fastify';
import type { Engine } from './engine.ts';
import { CANCELLED, PAID, WRONG_PIN } from './outcomes.ts';
import type { StkRequest } from './store.ts';
import { smsInboxLink } from '../africastalking/inbox-link.ts';

/**
 * The sandbox phone (`GET /sandbox/mpesa/phone`): how a person pays during a demo. It lists the prompts waiting on each
 * number ("Pay Ksh 1,500 to MITUMBA (account ORD-…)?") with Enter PIN (any 4 digits pays; 0000 is a wrong PIN),
 * Wrong PIN and Cancel, plus the recent results, and refreshes itself every 3 s unless someone is typing a PIN.
 * Plain HTML forms (POST, then 303 back), inline CSS, no external assets; everything shown is escaped. The refresher
 * is a script file of its own (`/phone/refresh.js`), since the shop's Content-Security-Policy runs no inline script.
 */
const hidden = { schema: { hide: true } };
const MAX_RECENT = 12;

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

function displayPhone(msisdn: string): string {
  return /^254\d{9}$/.test(msisdn) ? `+254 ${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}` : msisdn;
}

function seconds(untilIso: string, now: Date): string {
  const left = Math.max(0, Math.ceil((Date.parse(untilIso) - now.getTime()) / 1000));
  return left === 0 ? 'now' : `in ${left} s`;
}

const settledBy: Record<NonNullable<StkRequest['resolvedBy']>, string> = {
  auto: 'by itself', timeout: 'timed out', phone: 'answered on this phone', admin: 'set by the admin API',
};

function outcomeText(request: StkRequest): string {
  if (request.resultCode === PAID) return `Paid Ksh ${shillings.format(request.amount)} · receipt ${request.mpesaReceiptNumber}`;
  return `${request.resultDesc} (${request.resultCode})`;
}

const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2ef;color:#1c2421}
main{max-width:30rem;margin:0 auto;padding:1rem}
header h1{font-size:1.25rem;margin:.25rem 0}header p{margin:0 0 1rem;color:#4b5a54;font-size:.9rem}
h2{font-size:1rem;margin:1.25rem 0 .5rem;color:#4b5a54;text-transform:uppercase;letter-spacing:.04em}
.phone{background:#fff;border-radius:1rem;padding:.75rem 1rem;margin-bottom:.75rem;box-shadow:0 1px 3px #0002}
.phone h3{margin:0 0 .5rem;font-size:1rem}.phone h3 a{color:inherit}
.prompt{border-top:1px solid #dfe7e2;padding:.75rem 0 .25rem}.prompt:first-of-type{border-top:0;padding-top:0}
.ask{font-weight:600;margin:0 0 .25rem}.meta{font-size:.8rem;color:#5f6e68;margin:0 0 .5rem;word-break:break-all}
label{display:block;font-size:.85rem;margin-bottom:.5rem}
form input:not([type=hidden]):not([name=pin]){display:block;width:100%;margin-top:.25rem;font-size:1rem;padding:.5rem;border:2px solid #b9c7bf;border-radius:.5rem}
input[name=pin]{display:block;width:100%;margin-top:.25rem;font-size:1.5rem;letter-spacing:.5em;text-align:center;padding:.4rem;border:2px solid #b9c7bf;border-radius:.5rem}
.buttons{display:flex;gap:.5rem;flex-wrap:wrap}
button{flex:1;min-height:2.75rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;background:#00a651;color:#fff}
button.wrong{background:#f0a500;color:#1c2421}button.cancel{background:#e2e7e4;color:#1c2421}
.notice{padding:.75rem 1rem;border-radius:.75rem;background:#dff5e8;margin-bottom:.75rem}.notice.bad{background:#fde4e1}
.empty{color:#5f6e68}
ul{list-style:none;margin:0;padding:0}li{background:#fff;border-radius:.75rem;padding:.5rem .75rem;margin-bottom:.4rem;font-size:.9rem}
li.ok{border-left:4px solid #00a651}li.fail{border-left:4px solid #d9452b}li small{display:block;color:#5f6e68}
`;

const refreshScript = `'use strict';setInterval(function(){var a=document.activeElement,typing=a&&a.tagName==='INPUT';
var filled=[].some.call(document.querySelectorAll('input[name=pin],input[name=billRefNumber],input[name=amount]'),function(i){return i.value!==''});
if(typing||filled)return;var u=new URL(location.href);u.searchParams.delete('done');u.searchParams.delete('error');location.replace(u)},3000);`;

type PageState = { msisdn?: string; done?: string; error?: string };

function promptForm(request: StkRequest, action: string, msisdn: string | undefined, now: Date): string {
  const expected = request.expected ? ` · ${escapeHtml(request.expected.note)} (${seconds(request.expected.atIso, now)})` : '';
  return `<form class="prompt" method="post" action="${escapeHtml(action)}">
<p class="ask">Pay Ksh ${shillings.format(request.amount)} to ${escapeHtml(request.merchantName)} (account ${escapeHtml(request.accountReference)})?</p>
<p class="meta">${escapeHtml(request.transactionDesc)} · ${escapeHtml(request.checkoutRequestId)}${expected}</p>
<input type="hidden" name="checkoutRequestId" value="${escapeHtml(request.checkoutRequestId)}">
${msisdn ? `<input type="hidden" name="msisdn" value="${escapeHtml(msisdn)}">` : ''}
<label>M-Pesa PIN<input name="pin" type="password" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" autocomplete="off" required placeholder="••••"></label>
<div class="buttons"><button name="action" value="pin">Enter PIN</button><button class="wrong" name="action" value="wrong-pin" formnovalidate>Wrong PIN</button><button class="cancel" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`;
}

function notice(engine: Engine, state: PageState): string {
  if (state.error === 'pin') return '<p class="notice bad" role="alert">The M-Pesa PIN has 4 digits. Nothing was paid; try again.</p>';
  if (state.error === 'over') return '<p class="notice bad" role="alert">That prompt is already over.</p>';
  const done = state.done ? engine.store.requests.get(state.done) : undefined;
  if (!done || done.status !== 'completed') return '';
  return `<p class="notice${done.resultCode === PAID ? '' : ' bad'}" role="status">${escapeHtml(outcomeText(done))}</p>`;
}

/** `extra`: more of the phone below the prompts (the paybill menu, c2b-phone.ts). */
export function renderPhonePage(engine: Engine, state: PageState, answerAction: string, pagePath: string, extra = ''): string {
  const now = engine.clock.now();
  const mine = (request: StkRequest) => !state.msisdn || request.phoneNumber === state.msisdn;
  const byPhone = new Map<string, StkRequest[]>();
  for (const request of engine.pending().filter(mine)) byPhone.set(request.phoneNumber, [...(byPhone.get(request.phoneNumber) ?? []), request]);
  const phones = [...byPhone].map(([msisdn, requests]) => `<article class="phone">
<h3><a href="${escapeHtml(`${pagePath}?msisdn=${encodeURIComponent(msisdn)}`)}">${escapeHtml(displayPhone(msisdn))}</a></h3>
${requests.map((request) => promptForm(request, answerAction, state.msisdn, now)).join('\n')}
</article>`).join('\n');
  const recent = engine.completed().filter(mine).slice(0, MAX_RECENT).map((request) => `<li class="${request.resultCode === PAID ? 'ok' : 'fail'}">
${escapeHtml(outcomeText(request))}<small>${escapeHtml(displayPhone(request.phoneNumber))} · Ksh ${shillings.format(request.amount)} · account ${escapeHtml(request.accountReference)} · ${request.resolvedBy ? settledBy[request.resolvedBy] : ''}</small></li>`).join('\n');
  const filter = state.msisdn
    ? `<p>Showing ${escapeHtml(displayPhone(state.msisdn))} only · <a href="${escapeHtml(pagePath)}">all phones</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox phone · M-Pesa</title><noscript><meta http-equiv="refresh" content="3"></noscript><style>${styles}</style></head>
<body><main>
<header><h1>Sandbox phone · M-Pesa</h1><p>STK prompts the shop sends appear here. Any 4-digit PIN pays; 0000 is a wrong PIN. Nothing here is real money.</p>${filter}${smsInboxLink(pagePath, state.msisdn)}</header>
${notice(engine, state)}
<h2>Waiting for you</h2>
${phones || '<p class="empty">No prompts waiting. Pay for an order with M-Pesa and it appears here.</p>'}
${extra}
<h2>Recent results</h2>
${recent ? `<ul>${recent}</ul>` : '<p class="empty">Nothing yet.</p>'}
</main><script src="${escapeHtml(pagePath)}/refresh.js"></script></body></html>`;
}

function field(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function registerPhonePage(app: FastifyInstance, engine: Engine, extra: (query: Record<string, string | undefined>) => string = () => ''): void {
  const pagePath = `${app.prefix}/phone`;
  const answerAction = `${pagePath}/answer`;

  app.get('/phone', hidden, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const state: PageState = { msisdn: query.msisdn || undefined, done: query.done, error: query.error };
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPhonePage(engine, state, answerAction, pagePath, extra(query)));
  });

  app.get('/phone/refresh.js', hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(refreshScript));

  app.post('/phone/answer', hidden, async (request, reply) => {
    const id = field(request.body, 'checkoutRequestId') ?? '';
    const action = field(request.body, 'action');
    const pin = field(request.body, 'pin') ?? '';
    const msisdn = field(request.body, 'msisdn');
    const back = (params: Record<string, string>) => {
      const search = new URLSearchParams({ ...(msisdn ? { msisdn } : {}), ...params });
      return reply.redirect(`${pagePath}?${search}`, 303);
    };
    let resultCode: number;
    if (action === 'cancel') resultCode = CANCELLED;
    else if (action === 'wrong-pin') resultCode = WRONG_PIN;
    else if (/^\d{4}$/.test(pin)) resultCode = pin === '0000' ? WRONG_PIN : PAID;
    else return back({ error: 'pin' });
    const settled = engine.resolve(id, resultCode, 'phone');
    return settled ? back({ done: settled.checkoutRequestId }) : back({ error: 'over' });
  });
}
