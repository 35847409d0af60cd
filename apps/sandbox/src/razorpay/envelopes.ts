/** Razorpay's error envelope (§4.2): `{ error: { code, description, source, step, reason, metadata, field } }`. */
export type RazorpayError = { code: string; description: string; source: string; step: string; reason: string; metadata: Record<string, unknown>; field?: string };

export const badRequest = (description: string, field?: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, ...(field ? { field } : {}) },
});

export const unauthorized = () => ({
  error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

export const notFound = (description = 'The id provided does not exist') => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'NA', reason: 'NA', metadata: {} },
});

export const serverError = () => ({
  error: { code: 'SERVER_ERROR', description: 'The server encountered an error. The incident has been reported to admins.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});
