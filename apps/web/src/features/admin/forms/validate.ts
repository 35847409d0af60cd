import type { ZodType } from 'zod';

/** A form's values checked with a contract: the parsed value, or the first message per field (as the API words it). */
export function validateWith<T>(schema: ZodType<T>, values: unknown): { ok: true; value: T } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
