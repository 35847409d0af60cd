import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** zod's own wording, which does not say which field it is about (ours always does, in the shopper's words). */
const genericMessage = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;

/** Our own messages as they are; zod's generic ones prefixed with the field: "sort: Invalid option: …". */
export function describeIssue(path: readonly PropertyKey[], message: string): string {
  const field = path.filter((part) => typeof part === 'string').join('.');
  return field && genericMessage.test(message) ? `${field}: ${message}` : message;
}

/** Validates data that did not come through a route schema (e.g. multipart fields); throws a 400 AppError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw badRequest(issue ? describeIssue(issue.path, issue.message) : 'The request is not valid.');
}
