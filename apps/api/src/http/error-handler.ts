import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-faults.ts';
import { errorMessage, replyLanguage } from '../i18n/reply-language.ts';
import { translate } from '../i18n/say.ts';
import { AppError } from '../lib/errors.ts';
import { describeIssue } from '../lib/validation.ts';
import { beforeRoutingHeaders } from './security-headers.ts';

type Issue = { instancePath?: string; message?: string };

/** The first problem, naming the field. */
function validationMessage(issues: readonly Issue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const path = (first.instancePath ?? '').split('/').filter((part) => part && !/^\d+$/.test(part));
  return describeIssue(path, first.message ?? 'is not valid');
}

/** What a request answers when it lost its database connection (503, with Retry-After). */
export const DATABASE_LOST_MESSAGE = 'The shop lost its connection to the database for a moment. Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * One error handler, one envelope: `{ success: false, message }` with the right status (DESIGN §3), the message in
 * the shopper's language (decision 0046); the status never depends on the language.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ ...error.extra, success: false, message: errorMessage(request, error) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ success: false, message: translate(replyLanguage(request), validationMessage(error.validation)) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : error.message;
      return reply.status(status).send({ success: false, message: translate(replyLanguage(request), message) });
    }
    if (isConnectionLost(error)) {
      // The database connection dropped (restart, failover, a killed backend): nothing of this request was kept, or
      // a commit's outcome is unknown; either way the same request (same idempotency key) can simply be sent again.
      request.log.warn({ err: error }, 'database connection lost');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ success: false, message: DATABASE_LOST_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: `Something went wrong on our side. Please try again. (ref ${request.id})`,
    });
  });
}

/**
 * Fastify's own refusals before any route or hook runs (a broken percent-encoding, a path parameter over 100
 * characters): the envelope too, with the security headers the hooks would have set, and without echoing the URL.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long.' : 'The address is not valid.';
  void reply.status(error.statusCode ?? 400).headers(beforeRoutingHeaders).send({ success: false, message });
}
