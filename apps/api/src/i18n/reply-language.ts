import type { Language } from '@mitumba/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../lib/errors.ts';
import { render, translate } from './say.ts';

const backOffice = new Set(['cashier', 'staff', 'admin']);

/** The language the server answers this request in: the shopper's (decision 0046); the back office stays English. */
export function replyLanguage(request: FastifyRequest): Language {
  const access = request.routeOptions.config?.access;
  return access && backOffice.has(access) ? 'en' : request.language;
}

/** An error's message in the shopper's language: its catalogued message, else its English text if catalogued. */
export function errorMessage(request: FastifyRequest, error: Pick<AppError, 'message' | 'said'>): string {
  const language = replyLanguage(request);
  return error.said ? render(language, error.said) : translate(language, error.message);
}

/**
 * Success answers' `message` ("Cart updated", "Payment failed") in the shopper's language, in one place: routes and
 * services keep answering the spec's English, which stays the answer to English requests byte for byte.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.language === 'en' || !isAnswer(payload)) return payload;
    const message = translate(replyLanguage(request), payload.message);
    return message === payload.message ? payload : { ...payload, message };
  });
}

function isAnswer(payload: unknown): payload is { success: unknown; message: string } {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && 'success' in payload
    && typeof (payload as { message?: unknown }).message === 'string';
}
