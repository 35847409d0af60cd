/**
 * What happens to an SMS, decided by the recipient's number like the M-Pesa magic numbers (payment-providers.md §6.2):
 * the last three digits of 2547000004xx/5xx name the Africa's Talking recipient code answered, 2547000006xx the
 * delivery report. Any other Kenyan mobile number is sent and reported delivered; a number on the emulator's
 * blacklist (opted out) answers 406.
 */
export type RecipientStatus = { statusCode: number; status: string };

/** Africa's Talking's recipient status codes (payouts-and-messaging.md §5). */
export const recipientStatuses: Readonly<Record<number, string>> = {
  100: 'Processed', 101: 'Success', 102: 'Queued', 401: 'RiskHold', 402: 'InvalidSenderId', 403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType', 405: 'InsufficientBalance', 406: 'UserInBlacklist', 407: 'CouldNotRoute',
  500: 'InternalServerError', 501: 'GatewayError', 502: 'RejectedByGateway',
};

export const SENT = 101;
export const OPTED_OUT = 406;

/** How the delivery report goes: delivered, failed on the network, or never sent. */
export type Report = 'delivered' | 'failed' | 'never';

export type SmsPlan = { statusCode: number; report: Report; note: string; firstTryOnly?: boolean };

export const SMS_TEST_NUMBERS: Readonly<Record<string, SmsPlan>> = {
  '+254700000403': { statusCode: 403, report: 'never', note: 'invalid phone number' },
  '+254700000404': { statusCode: 404, report: 'never', note: 'unsupported number type' },
  '+254700000405': { statusCode: 405, report: 'never', note: 'insufficient balance' },
  '+254700000406': { statusCode: 406, report: 'never', note: 'opted out (blacklist)' },
  '+254700000500': { statusCode: 500, report: 'never', note: 'gateway error, every time' },
  '+254700000502': { statusCode: 502, report: 'delivered', note: 'rejected by the gateway the first time, then sent', firstTryOnly: true },
  '+254700000600': { statusCode: SENT, report: 'never', note: 'sent; the delivery report never comes' },
  '+254700000601': { statusCode: SENT, report: 'failed', note: 'sent; the delivery report says Failed' },
};

const DELIVERED: SmsPlan = { statusCode: SENT, report: 'delivered', note: 'sent and delivered' };
const INVALID: SmsPlan = { statusCode: 403, report: 'never', note: 'not a Kenyan mobile number' };

/** The plan for one recipient: `triedBefore` says a first-try-only fault already happened for this number. */
export function smsPlanFor(number: string, blacklisted: boolean, triedBefore: boolean): SmsPlan {
  if (!/^\+254[17]\d{8}$/.test(number)) return INVALID;
  if (blacklisted) return { statusCode: OPTED_OUT, report: 'never', note: 'opted out (blacklist)' };
  const plan = SMS_TEST_NUMBERS[number];
  if (!plan) return DELIVERED;
  return plan.firstTryOnly && triedBefore ? { ...plan, statusCode: SENT } : plan;
}
