import type { FastifyInstance } from 'fastify';
import { isCallbackUrl } from '../request-fields.ts';
import type { ReportSender } from './reports.ts';
import type { SmsStore } from './store.ts';

/**
 * The emulator's admin API (`/sandbox/africastalking/__emulator/…`, not Africa's Talking's): the dashboard's delivery
 * report callback (read and set), every message taken (one number's with `?phoneNumber=`), and the blacklist (a
 * number that opted out by texting STOP answers 406 from then on).
 */
const hidden = { schema: { hide: true } };

export function registerSmsAdmin(app: FastifyInstance, store: SmsStore, reports: ReportSender, save: () => void): void {
  const bodyOf = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

  app.get('/__emulator/callback-url', hidden, async () => ({ callbackUrl: reports.callbackUrl() }));

  app.put('/__emulator/callback-url', hidden, async (request, reply) => {
    const { callbackUrl } = bodyOf(request.body);
    if (!isCallbackUrl(callbackUrl)) return reply.code(400).send({ message: 'callbackUrl must be an http(s) URL' });
    store.dashboard.callbackUrl = callbackUrl;
    save();
    return { callbackUrl };
  });

  app.get('/__emulator/messages', hidden, async (request) => {
    const { phoneNumber } = request.query as { phoneNumber?: string };
    return { messages: store.inbox(phoneNumber) };
  });

  app.post('/__emulator/blacklist', hidden, async (request, reply) => {
    const { phoneNumber } = bodyOf(request.body);
    if (typeof phoneNumber !== 'string' || !/^\+254\d{9}$/.test(phoneNumber)) return reply.code(400).send({ message: 'phoneNumber must be +254XXXXXXXXX' });
    store.blacklist.add(phoneNumber);
    save();
    return { blacklisted: [...store.blacklist] };
  });
}
