import type { AttemptOutcomeState } from '../../provider.ts';

type CodeMeaning = { state: AttemptOutcomeState; errorCode: string; message: string };

/**
 * Daraja STK result codes (reference §1.7) → our attempt state, the error code the payment screens map
 * (spec 2 §8: DS_TIMEOUT, C2B00011, C2B00012, C2B00014, 1032, 500.001.1001) and a message for the shopper.
 */
const meanings: Record<string, CodeMeaning> = {
  '0': { state: 'paid', errorCode: '', message: 'Payment received' },
  '1': { state: 'failed', errorCode: 'C2B00011', message: 'Insufficient funds' },
  '17': { state: 'failed', errorCode: '17', message: 'M-Pesa could not process the payment. Please try again later.' },
  '26': { state: 'failed', errorCode: '26', message: 'M-Pesa is busy. Please try again in a few minutes.' },
  '1001': { state: 'failed', errorCode: '500.001.1001', message: 'You have another M-Pesa request open. Finish or close it, then try again.' },
  '1019': { state: 'expired', errorCode: 'DS_TIMEOUT', message: 'Payment timed out' },
  '1025': { state: 'failed', errorCode: '1025', message: 'The M-Pesa prompt could not be sent. Please try again.' },
  // TinyPesa's documented cancel example says 1031 where Daraja says 1032 (reference §5.1): the same cancel.
  '1031': { state: 'cancelled', errorCode: '1032', message: 'Transaction declined by user' },
  '1032': { state: 'cancelled', errorCode: '1032', message: 'Transaction declined by user' },
  '1037': { state: 'expired', errorCode: 'DS_TIMEOUT', message: 'Payment timed out' },
  '2001': { state: 'failed', errorCode: 'C2B00014', message: 'Invalid PIN entered' },
  '9999': { state: 'failed', errorCode: '9999', message: 'The M-Pesa prompt could not be sent. Please try again.' },
};

export function meaningOf(resultCode: string | number, resultDesc = ''): CodeMeaning {
  const code = String(resultCode).trim();
  return meanings[code] ?? { state: 'failed', errorCode: code, message: resultDesc.replace(/^\[[^\]]*\]\s*/, '') || 'Payment processing failed' };
}
