import type { Config } from '../../../config.ts';
import type { StatementSource } from '../statement-source.ts';
import { paystackStatement } from './paystack-statement.ts';
import { razorpayStatement } from './razorpay-statement.ts';
import { stripeStatement } from './stripe-statement.ts';

/** The statement of each card provider the shop is configured for (outside production, its emulator's). */
export function configuredStatementSources(config: Config): StatementSource[] {
  const timeoutMs = config.providerTimeoutMs;
  return [
    ...(config.paystack ? [paystackStatement({ ...config.paystack, timeoutMs })] : []),
    ...(config.stripe ? [stripeStatement({ ...config.stripe, timeoutMs })] : []),
    ...(config.razorpay ? [razorpayStatement({ ...config.razorpay, timeoutMs })] : []),
  ];
}
