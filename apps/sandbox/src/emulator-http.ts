import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';

/** HTTP pieces every provider emulator needs: constant-time key checks, form bodies, errors in the provider's envelope. */

/** Compares a presented secret (API key, credentials) with the expected one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Parses `application/x-www-form-urlencoded` bodies into a flat object (once per encapsulation context). */
export function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** Whether Fastify failed to parse the request body (bad JSON, unsupported content type). */
export const isUnreadableBody = (error: FastifyError): boolean => error.code?.startsWith('FST_ERR_CTP') ?? false;

export type ErrorEnvelopes = {
  /** The body of the 400 answered for any 4xx Fastify raises (`unreadable`: the body could not be parsed). */
  badRequest(error: FastifyError, unreadable: boolean): unknown;
  /** The body of the 500 answered for anything else. */
  internal(): unknown;
};

/** Makes this emulator answer framework errors in its provider's own envelope rather than the host app's. */
export function answerErrorsInEnvelope(app: FastifyInstance, emulatorId: string, envelopes: ErrorEnvelopes): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(400).send(envelopes.badRequest(error, isUnreadableBody(error)));
    request.log.error({ err: error }, `sandbox ${emulatorId}: unhandled error`);
    return reply.code(500).send(envelopes.internal());
  });
}
