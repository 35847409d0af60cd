import { z } from 'zod';

/** The one error shape every failing API call answers with (DESIGN §3). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'THROTTLED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const statusByErrorCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  THROTTLED: 429,
  INTERNAL: 500,
  /** A payment provider or another service we depend on did not answer: try again later. */
  UNAVAILABLE: 503,
};
