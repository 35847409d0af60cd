import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mpesa/phone-page.ts';
import type { SmsRecord, SmsStore } from './store.ts';

/**
 * The sandbox phone's SMS inbox (`GET /sandbox/africastalking/inbox?msisdn=2547…`): every SMS the shop sent to that
 * number (every number's without one), newest first, with its delivery report, reloaded every 3 s. Refused ones
 * (invalid number, opted out) show with their code: they never reached the phone, but the shop's attempt is visible.
 */
const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2ef;color:#1c2421}
main{max-width:30rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem;margin:.25rem 0}header p{margin:0 0 1rem;color:#4b5a54;font-size:.9rem}
ol{list-style:none;margin:0;padding:0}li{background:#fff;border-radius:1rem 1rem 1rem .25rem;padding:.6rem .9rem;margin-bottom:.6rem;box-shadow:0 1px 3px #0002}
li p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}li small{display:block;margin-top:.35rem;color:#5f6e68;font-size:.8rem}
li.refused{background:#fde4e1}.empty{color:#5f6e68}a{color:#006b34}
`;

/** `2547…`, `+2547…` or `07…` as Africa's Talking's `+2547…`; anything else as typed. */
export function inboxNumber(msisdn: string): string {
  const digits = msisdn.replace(/[\s-]/g, '');
  if (/^\+254\d{9}$/.test(digits)) return digits;
  if (/^254\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+254${digits.slice(1)}`;
  return digits;
}

const time = new Intl.DateTimeFormat('en-KE', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Africa/Nairobi' });

function bubble(message: SmsRecord, showNumber: boolean): string {
  const refused = message.messageId === null;
  const state = refused ? `not sent: ${message.status} (${message.statusCode})` : message.delivery ? `delivery: ${message.delivery}` : 'sent';
  const meta = [message.from ?? 'MITUMBA', showNumber ? `to ${message.to}` : '', time.format(new Date(message.at)), `${message.parts} part${message.parts === 1 ? '' : 's'}`, state]
    .filter(Boolean).join(' · ');
  return `<li class="${refused ? 'refused' : 'sms'}"><p>${escapeHtml(message.text)}</p><small>${escapeHtml(meta)}</small></li>`;
}

export function renderSmsInbox(store: SmsStore, msisdn: string | undefined, phonePath: string, inboxPath: string): string {
  const number = msisdn ? inboxNumber(msisdn) : undefined;
  const messages = store.inbox(number);
  const back = `${phonePath}${msisdn ? `?msisdn=${encodeURIComponent(msisdn)}` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox phone · SMS</title><style>${styles}</style></head>
<body><main>
<header><h1>Sandbox phone · SMS${number ? ` · ${escapeHtml(number)}` : ''}</h1><p>Text messages the shop sent through Africa's Talking. <a href="${escapeHtml(back)}">Back to M-Pesa</a></p></header>
${messages.length > 0 ? `<ol aria-label="Messages">${messages.map((message) => bubble(message, !number)).join('\n')}</ol>` : '<p class="empty">No messages yet.</p>'}
</main><script src="${escapeHtml(inboxPath)}/refresh.js"></script></body></html>`;
}

/** Reloads the inbox every 3 s (a script file: the shop's Content-Security-Policy runs no inline script). */
const refreshScript = `'use strict';setInterval(function(){location.reload()},3000);`;

export function registerSmsInbox(app: FastifyInstance, store: SmsStore, phonePath: string): void {
  app.get('/inbox', { schema: { hide: true } }, async (request, reply) => {
    const { msisdn } = request.query as { msisdn?: string };
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderSmsInbox(store, msisdn || undefined, phonePath, `${app.prefix}/inbox`));
  });
  app.get('/inbox/refresh.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(refreshScript));
}
