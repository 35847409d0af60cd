import type { FastifyInstance } from 'fastify';
import { parsePullDate, pullDate, type C2b } from './c2b.ts';
import { isShortCode, type DarajaHttp } from './c2b-routes.ts';
import type { Ids } from './ids.ts';

/**
 * Pull Transactions (payouts-and-messaging.md §4): register a shortcode once, then query its statement for a window
 * of at most 48 hours, paged by `OffSetValue`. The statement is what the emulator received: C2B payments (those whose
 * confirmation it "lost" too) and STK payments made to the shortcode.
 */
const hidden = { schema: { hide: true } };
const MAX_WINDOW_MS = 48 * 3_600_000;

const field = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

export function registerPullTransactions(app: FastifyInstance, c2b: C2b, http: DarajaHttp, ids: Ids): void {
  app.post('/pulltransactions/v1/register', hidden, async (request, reply) => {
    if (!http.authorised(request, reply)) return reply;
    const shortCode = field(request.body, 'ShortCode');
    if (!isShortCode(shortCode)) return http.invalid(reply, 'ShortCode');
    if (field(request.body, 'RequestType') !== 'Pull') return http.invalid(reply, 'RequestType');
    if (!/^254(7|1)\d{8}$/.test(field(request.body, 'NominatedNumber'))) return http.invalid(reply, 'NominatedNumber');
    if (!URL.canParse(field(request.body, 'CallBackURL'))) return http.invalid(reply, 'CallBackURL');
    c2b.registerPull(shortCode);
    return { ResponseRefID: ids.merchantRequestId(), ResponseStatus: '1000', ShortCode: shortCode, ResponseDescription: 'Shortcode Registered Successfully' };
  });

  app.post('/pulltransactions/v1/query', hidden, async (request, reply) => {
    if (!http.authorised(request, reply)) return reply;
    const shortCode = field(request.body, 'ShortCode');
    if (!isShortCode(shortCode)) return http.invalid(reply, 'ShortCode');
    const from = parsePullDate(field(request.body, 'StartDate'));
    const to = parsePullDate(field(request.body, 'EndDate'));
    if (!from) return http.invalid(reply, 'StartDate');
    if (!to || to < from || to.getTime() - from.getTime() > MAX_WINDOW_MS) return http.invalid(reply, 'EndDate');
    const offsetText = field(request.body, 'OffSetValue') || '0';
    if (!/^\d+$/.test(offsetText)) return http.invalid(reply, 'OffSetValue');
    const refId = ids.merchantRequestId();
    if (!c2b.pullRegistrations.has(shortCode)) {
      return reply.code(400).send({ ResponseRefID: refId, ResponseCode: '1001', ResponseMessage: 'Shortcode not registered for Pull Transactions' });
    }
    const offset = Number(offsetText);
    const page = c2b.statement(shortCode, from, to).slice(offset, offset + c2b.settings.pullPageSize);
    const rows = page.map(({ at, ...row }) => ({ ...row, trxDate: pullDate(new Date(at)), organizationname: 'MITUMBA' }));
    return { ResponseRefID: refId, ResponseCode: '1000', ResponseMessage: 'Success', Response: [rows] };
  });
}
