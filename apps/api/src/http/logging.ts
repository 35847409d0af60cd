import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/**
 * Path segments that are secrets: a provider callback's token (whoever knows it can post "paid") and a password reset
 * token (the API call and the screen link the e-mail opens).
 */
const secretSegments = /(\/api\/payments\/callbacks\/|\/resetpassword\/)[^/?#]+/gi;

/** The URL as it may be written to a log: secret path segments masked. */
export function maskUrl(url: string): string {
  return url.replace(secretSegments, `$1${REDACTED}`);
}

/**
 * pino options for the app: credentials in headers are redacted wherever a request or its headers get logged, and
 * the request line goes through `maskUrl`.
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]',
        'headers.authorization', 'headers.cookie', 'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      // Fastify's request line; anything else logged under `req` is left to the redaction above.
      req: (request: FastifyRequest) => (typeof request?.url !== 'string' ? request : {
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** Request ids are ours: a client's x-request-id could forge or collide with another request's log lines. */
export const newRequestId = (): string => randomUUID();
