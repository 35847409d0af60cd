import { MOBILE_MONEY_MESSAGES as M } from '@mitumba/contracts';
import { phrases } from './define.ts';

/** What payment answers and status checks say to the shopper waiting on the progress screens. */
export const paymentPhrases = phrases({
  'payment.initiationFailed': { en: 'Payment initiation failed', sw: 'Imeshindikana kuanzisha malipo' },
  'payment.failed': { en: M.paymentFailed, sw: 'Malipo hayakufaulu' },
  'payment.failedOrCanceled': { en: M.failedOrCanceled, sw: 'Malipo hayakufaulu au yalisitishwa' },
  'payment.timedOut': { en: M.timedOut, sw: 'Muda wa malipo umeisha. Tafadhali angalia malipo yako kisha ujaribu tena.' },
  'payment.promptTimedOut': { en: M.promptTimedOut, sw: 'Muda wa malipo umeisha. Tafadhali jaribu tena.' },
  'payment.declinedOrTimedOut': { en: M.declinedOrTimedOut, sw: 'Malipo yalikataliwa au muda uliisha' },
  'payment.statusCheckFailed': { en: M.statusCheckFailed, sw: 'Imeshindikana kuangalia hali ya malipo' },
  'payment.expired': { en: M.expired, sw: 'Ombi hili la malipo limeisha muda wake au limesitishwa.' },
  'payment.invalidSplit': { en: M.invalidSplit, sw: 'Mgawanyo wa malipo si sahihi' },
  'payment.orderCancelled': { en: 'Payment failed - order cancelled', sw: 'Malipo hayakufaulu - oda imesitishwa' },
  'payment.processingFailed': { en: 'Payment processing failed', sw: 'Malipo hayakukamilika' },
  'mpesa.timedOut': { en: 'Payment timed out', sw: 'Muda wa malipo umeisha' },
  'mpesa.insufficientFunds': { en: 'Insufficient funds', sw: 'Salio halitoshi' },
  'mpesa.cancelled': { en: 'Transaction cancelled', sw: 'Muamala umesitishwa' },
  'mpesa.wrongPin': { en: 'Invalid PIN entered', sw: 'Umeweka PIN isiyo sahihi' },
  'mpesa.invalidPhone': { en: 'Invalid phone number', sw: 'Nambari ya simu si sahihi' },
  'mpesa.maintenance': { en: 'System maintenance - try again later', sw: 'Mfumo unafanyiwa matengenezo - jaribu tena baadaye' },
  'mpesa.declined': { en: 'Transaction declined by user', sw: 'Umekataa muamala' },
});
