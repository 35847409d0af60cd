import { z } from 'zod';
import { AFTER_SALE_MESSAGES, cancellationReasons, feedbackProblem } from './after-sale.ts';

const M = AFTER_SALE_MESSAGES;
const orderRef = (missing: string) => z.string({ error: missing }).trim().max(100).min(1, missing);

/** POST /api/order/request-cancellation */
export const cancellationRequestBodySchema = z.object({
  orderId: orderRef(M.requiredFields),
  reason: z.enum(cancellationReasons, { error: M.requiredFields }),
  details: z.string().trim().max(1000).optional(),
});
export type CancellationRequestBody = z.infer<typeof cancellationRequestBodySchema>;

const rating = z.number({ error: M.rateAll }).int(M.rateAll).min(1, M.rateAll).max(5, M.rateAll);

/** POST /api/feedback: every rule of spec 2 §5, in its order, with its message. */
export const feedbackBodySchema = z.object({
  ratings: z.object({ quality: rating, price: rating, logistics: rating, customerService: rating }, { error: M.rateAll }),
  feedback: z.string({ error: M.feedbackEmpty }).max(2000, M.feedbackTooLong),
  email: z.string().trim().max(254, M.email).nullish().transform((value) => value ?? ''),
  phone: z.string().trim().max(20, M.phone).nullish().transform((value) => value ?? ''),
  orderId: orderRef('orderId is required'),
}).check((ctx) => {
  const problem = feedbackProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** PATCH /api/order/update-feedback-status */
export const feedbackStatusBodySchema = z.object({
  orderId: orderRef('orderId is required'),
  feedbackSubmitted: z.boolean(),
});

export const afterSaleResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AfterSaleResponse = z.infer<typeof afterSaleResponseSchema>;
export const feedbackStatusResponseSchema = afterSaleResponseSchema.extend({ feedbackSubmitted: z.boolean() });

/** GET/POST /api/order/:orderId/cancel: the order's ORD-… id in the path. */
export const earlyCancelParamsSchema = z.object({ orderId: orderRef('orderId is required') });

/** Where one paid part of an order goes back (decision 0036): its method, amount (Ksh) and destination in words. */
export const earlyCancelRefundSchema = z.object({ method: z.string(), amount: z.number(), to: z.string() });

/** What cancelling an order before dispatch refunds, as the server counts it (never the screen). */
export const earlyCancelQuoteResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  amount: z.number(),
  refunds: z.array(earlyCancelRefundSchema),
});
export type EarlyCancelQuoteResponse = z.infer<typeof earlyCancelQuoteResponseSchema>;
export type EarlyCancelQuote = Omit<EarlyCancelQuoteResponse, 'success'>;

export const earlyCancelResponseSchema = earlyCancelQuoteResponseSchema.extend({ message: z.string() });
export type EarlyCancelResponse = z.infer<typeof earlyCancelResponseSchema>;
