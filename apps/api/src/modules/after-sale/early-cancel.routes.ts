import {
  EARLY_CANCEL_MESSAGES, earlyCancelParamsSchema, earlyCancelQuoteResponseSchema, earlyCancelResponseSchema, formatTotal,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyLanguage } from '../../i18n/reply-language.ts';
import { say } from '../../i18n/say.ts';
import { userOf } from '../../lib/identity.ts';
import type { EarlyCancelService } from './early-cancel.service.ts';

const tags = ['after-sale'];

/** 'Cancel order' before dispatch (decision 0036): what it would refund, and the cancellation itself. */
export function earlyCancelRoutes(deps: { earlyCancel: EarlyCancelService }): FastifyPluginAsyncZod {
  const { earlyCancel } = deps;
  const access = { access: 'signed-in', loginMessage: EARLY_CANCEL_MESSAGES.login } as const;

  return async (app) => {
    app.get('/api/order/:orderId/cancel', {
      config: access,
      schema: {
        tags, summary: 'What cancelling a paid, undispatched order would refund, and where to',
        params: earlyCancelParamsSchema, response: { 200: earlyCancelQuoteResponseSchema },
      },
    }, async (request) => {
      const quote = await earlyCancel.quote(userOf(request).id, request.params.orderId, replyLanguage(request));
      return { success: true as const, ...quote };
    });

    app.post('/api/order/:orderId/cancel', {
      config: access,
      schema: {
        tags, summary: 'Cancel a paid (or deposit-paid) order before dispatch: stock back, every paid part refunded',
        params: earlyCancelParamsSchema, response: { 200: earlyCancelResponseSchema },
      },
    }, async (request) => {
      const language = replyLanguage(request);
      const quote = await earlyCancel.cancel(userOf(request).id, request.params.orderId, language);
      const message = say(language, 'earlyCancel.done', { amount: formatTotal(quote.amount) });
      return { success: true as const, message, ...quote };
    });
  };
}
