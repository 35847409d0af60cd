import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import type { OutboxRepo } from './dev-mail.repo.ts';

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The local outbox, for development without an SMTP server: the newest 50 mails as plain text, so a newcomer can
 * read the sign-up code or reset link. Registered only outside production and only when no SMTP_URL is set.
 */
export function devMailRoutes(outbox: OutboxRepo): FastifyPluginAsync {
  return async (app) => {
    app.get('/dev/mail', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
      const mails = await outbox.recent(50);
      const items = mails.map((mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</p>
<pre>${linkify(mail.text)}</pre></article>`).join('');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mitumba – local outbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #e7e5e4;border-radius:10px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#78716c;font-size:.85rem}
pre{white-space:pre-wrap;font-family:inherit}</style></head><body><h1>Local outbox</h1>
<p>Mail the shop would have sent. Set <code>SMTP_URL</code> to send real mail.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
    });
  };
}
