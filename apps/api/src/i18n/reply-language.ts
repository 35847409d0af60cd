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

type Answer = Record<string, unknown>;

/** The texts of a success answer a storefront screen shows: its `message`, the prompt's `customerMessage`, a failure's `paymentError.message`. */
const SHOWN_TOP = ['message', 'customerMessage'] as const;
const SHOWN_NESTED = [['paymentError', 'message']] as const;

/**
 * Success answers' shown texts ("Cart updated", "Payment failed") in the shopper's language, in one place: routes
 * and services keep answering the spec's English, which stays the answer to English requests byte for byte.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.language === 'en' || !isAnswer(payload)) return payload;
    return inLanguage(replyLanguage(request), payload);
  });
}

/** `answer` with each shown text that is a catalogued English phrase written in `language` (a copy only when one changed). */
export function inLanguage(language: Language, answer: Answer): Answer {
  const changes: Answer = {};
  for (const key of SHOWN_TOP) {
    const text = answer[key];
    if (typeof text === 'string' && translate(language, text) !== text) changes[key] = translate(language, text);
  }
  for (const [key, field] of SHOWN_NESTED) {
    const inner = answer[key];
    const text = isObject(inner) ? inner[field] : undefined;
    if (isObject(inner) && typeof text === 'string' && translate(language, text) !== text) changes[key] = { ...inner, [field]: translate(language, text) };
  }
  return Object.keys(changes).length === 0 ? answer : { ...answer, ...changes };
}

const isObject = (value: unknown): value is Answer => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAnswer = (payload: unknown): payload is Answer => isObject(payload) && 'success' in payload;
