import type { StkRequest } from '../mpesa/store.ts';

/**
 * KCB Buni's answers (payment-providers.md §5.4). The STK push answers `{ header, response }`; a business refusal
 * keeps the `header` with a non-zero `statusCode` (HTTP 200). Auth failures come from Buni's API gateway (WSO2),
 * whose OAuth and `fault` shapes are used here since KCB publishes no error catalogue [Thin].
 */
export type KcbHeader = { statusCode: string; statusDescription: string };

export const ACCEPTED_DESCRIPTION = 'Success. Request accepted for processing';

export function accepted(request: StkRequest) {
  return {
    header: { statusCode: '0', statusDescription: 'Success' },
    response: {
      MerchantRequestID: request.merchantRequestId,
      CheckoutRequestID: request.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: ACCEPTED_DESCRIPTION,
      CustomerMessage: ACCEPTED_DESCRIPTION,
    },
  };
}

export const refused = (statusCode: string, statusDescription: string): { header: KcbHeader } => ({ header: { statusCode, statusDescription } });

/** Codes of the refusals (KCB documents none publicly; the busy and merchant ones are Daraja's, which KCB forwards). */
export const KCB_CODES = {
  invalid: '400',
  duplicate: '409',
  darajaRefusal: '500.001.1001',
} as const;

/** The API gateway's answer to a missing, wrong or expired bearer token. */
export function gatewayFault(missing: boolean) {
  return missing
    ? { fault: { code: 900902, message: 'Missing Credentials', description: 'Invalid Credentials. Make sure your API invocation call has a header: \'Authorization : Bearer ACCESS_TOKEN\'' } }
    : { fault: { code: 900901, message: 'Invalid Credentials', description: 'Invalid Credentials. Make sure you have provided the correct security credentials' } };
}

/** The token endpoint's OAuth 2.0 error (RFC 6749 §5.2). */
export const oauthError = (error: 'invalid_client' | 'unsupported_grant_type', description: string) => ({ error, error_description: description });
