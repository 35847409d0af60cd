import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@mitumba/contracts';
import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's language (decision 0046): the `lang` cookie, else Accept-Language, else English. */
    language: Language;
  }
}

/** The language a request asks for: the shopper's choice (cookie) first, then the browser's (sw, sw-KE → sw), then English. */
export function languageOf(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const chosen = headers.cookie ? parseCookie(headers.cookie)[LANGUAGE_COOKIE] : undefined;
  if (isLanguage(chosen)) return chosen;
  const preferred = new Negotiator({ headers: { 'accept-language': headers['accept-language'] } }).language([...LANGUAGES]);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/** Every request carries `request.language`, for the server-rendered page and, later, the server's own messages. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers);
  });
}
