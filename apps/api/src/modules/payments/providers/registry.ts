import type { Config } from '../../../config.ts';
import type { PaymentProvider } from '../provider.ts';
import { createLipiaProvider } from './lipia/lipia.provider.ts';
import { createDarajaClient } from './mpesa/daraja-client.ts';
import { createMpesaProvider } from './mpesa/mpesa.provider.ts';
import { createKcbProvider } from './kcb/kcb.provider.ts';
import { createTinypesaProvider } from './tinypesa/tinypesa.provider.ts';
import { createPesafluxProvider } from './pesaflux/pesaflux.provider.ts';
import { createStripeProvider } from './stripe/stripe.provider.ts';
import { createPaystackProvider } from './paystack/paystack.provider.ts';
import { createRazorpayProvider } from './razorpay/razorpay.provider.ts';

/**
 * The providers this shop takes payments through, from its configuration (config.ts): M-Pesa always; each STK
 * aggregator when configured (outside production, its emulator). A method whose provider is missing is not offered.
 */
export function configuredProviders(config: Config): Map<string, PaymentProvider> {
  const timeoutMs = config.providerTimeoutMs;
  const providers = new Map<string, PaymentProvider>([['mpesa', createMpesaProvider(createDarajaClient({ ...config.mpesa, timeoutMs }))]]);
  if (config.lipia) providers.set('lipia', createLipiaProvider({ ...config.lipia, timeoutMs }));
  if (config.tinypesa) providers.set('tinypesa', createTinypesaProvider({ ...config.tinypesa, timeoutMs }));
  if (config.pesaflux) providers.set('pesaflux', createPesafluxProvider({ ...config.pesaflux, timeoutMs }));
  if (config.kcb) providers.set('kcb', createKcbProvider({ ...config.kcb, timeoutMs }));
  if (config.paystack) providers.set('paystack', createPaystackProvider({ ...config.paystack, timeoutMs }, config));
  if (config.stripe) providers.set('stripe', createStripeProvider({ ...config.stripe, timeoutMs }, config.publicUrl));
  if (config.razorpay) providers.set('razorpay', createRazorpayProvider({ ...config.razorpay, timeoutMs }));
  return providers;
}
