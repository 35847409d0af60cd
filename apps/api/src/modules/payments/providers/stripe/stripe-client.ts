import Stripe from 'stripe';
import { PROVIDER_TIMEOUT_MS, type CallOptions } from '../http-json.ts';

/**
 * The official `stripe` package, pointed at `apiBase` (STRIPE_API_BASE: the live API, or the emulator at
 * `${PUBLIC_URL}/sandbox/stripe`). stripe-node takes a host, port and protocol but always calls `/v1/…` from the
 * root (its base path is fixed), so a base with a path gets a thin http client that prefixes it to every request.
 */
export type StripeClientConfig = { apiBase: string; secretKey: string } & CallOptions;

type HttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/** Wraps stripe-node's own Node http client so that `/v1/checkout/sessions` goes to `${prefix}/v1/checkout/sessions`. */
export function prefixedHttpClient(inner: HttpClient, prefix: string): HttpClient {
  return {
    getClientName: () => `${inner.getClientName()}+prefix`,
    makeRequest: (host, port, path, method, headers, requestData, protocol, timeout) =>
      inner.makeRequest(host, port, `${prefix}${path}`, method, headers, requestData, protocol, timeout),
  };
}

export function createStripeClient(config: StripeClientConfig): Stripe {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const prefix = base.pathname.replace(/\/+$/, '');
  const inner = Stripe.createNodeHttpClient();
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: prefix ? prefixedHttpClient(inner, prefix) : inner,
    timeout: config.timeoutMs ?? PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 1,
  });
}
