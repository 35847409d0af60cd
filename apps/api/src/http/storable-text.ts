import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/** A NUL byte, or half of a surrogate pair: text PostgreSQL refuses to store (or to compare), whatever the column. */
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string (value or key) anywhere in a parsed query, params or JSON body is text PostgreSQL cannot take. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (unstorable.test(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses such text for every route before validation, so it never reaches a query as a 500 (the route fuzzer found
 * it in addresses and catalogue filters): one check at the door rather than a rule in every schema.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.query) || hasUnstorableText(request.params) || hasUnstorableText(request.body)) {
      throw badRequest('The request contains characters we cannot store (a NUL byte or a broken Unicode character).');
    }
  });
}
