import { DEPOSIT_MESSAGES as D } from '@mitumba/contracts';
import { phrases, templates } from './define.ts';

type Paybill = { paybill: string; account: string; reference: string };

/** Deposits at checkout and payments towards a balance: answers, refusals and the status screen's words. */
export const depositPhrases = phrases({
  'deposit.unsupportedMethod': { en: D.unsupportedMethod, sw: 'Njia hii ya malipo haitumiki' },
  'deposit.invalidRequest': { en: D.invalidRequest, sw: 'Ombi la amana si sahihi' },
  'deposit.invalidAmount': { en: D.invalidAmount, sw: 'Tafadhali weka kiasi sahihi' },
  'deposit.exceedsBalance': { en: D.exceedsBalance, sw: 'Kiasi hakiwezi kuzidi salio lililobaki' },
  'deposit.mustBeLess': { en: D.mustBeLess, sw: 'Amana iwe chini ya jumla ya oda' },
  'deposit.paymentFailed': { en: D.paymentFailed, sw: 'Malipo ya amana hayakufaulu' },
  'deposit.received': { en: 'Deposit received', sw: 'Amana imepokelewa' },
  'deposit.noRequest': { en: 'No such payment request', sw: 'Ombi hili la malipo halipo' },
  'deposit.orderNotFound': { en: 'Order not found', sw: 'Oda haikupatikana' },
  'deposit.toPaystack': { en: 'Redirecting to Paystack to pay your deposit', sw: 'Tunakupeleka Paystack ulipe amana yako' },
  'balance.paidInFull': { en: 'This order is paid in full.', sw: 'Oda hii imelipwa yote.' },
  'balance.cancelled': { en: 'This order was cancelled.', sw: 'Oda hii ilisitishwa.' },
  'balance.noDeposit': {
    en: 'This order has no deposit in yet: its balance can be paid once the deposit is confirmed.',
    sw: 'Amana ya oda hii bado haijapokelewa: salio linaweza kulipwa amana ikishathibitishwa.',
  },
  'balance.none': { en: 'This order has no balance to pay.', sw: 'Oda hii haina salio la kulipa.' },
});

export const depositTemplates = templates({
  'deposit.placedPaid': {
    en: (v: { deposit: number; balance: number }) => `Deposit of Ksh ${v.deposit} received. Balance: Ksh ${v.balance}.`,
    sw: (v: { deposit: number; balance: number }) => `Amana ya Ksh ${v.deposit} imepokelewa. Salio: Ksh ${v.balance}.`,
  },
  'deposit.placedPaybill': {
    en: (v: Paybill & { deposit: number }) => `Order placed. Pay your deposit of Ksh ${v.deposit} to paybill ${v.paybill}, account ${v.account}, reference ${v.reference}.`,
    sw: (v: Paybill & { deposit: number }) => `Oda imewekwa. Lipa amana yako ya Ksh ${v.deposit} kwa paybill ${v.paybill}, akaunti ${v.account}, kumbukumbu ${v.reference}.`,
  },
  'balance.paybill': {
    en: (v: Paybill & { amount: number }) => `Pay Ksh ${v.amount} to paybill ${v.paybill}, account ${v.account}, reference ${v.reference}. We confirm it once it arrives.`,
    sw: (v: Paybill & { amount: number }) => `Lipa Ksh ${v.amount} kwa paybill ${v.paybill}, akaunti ${v.account}, kumbukumbu ${v.reference}. Tutathibitisha malipo yakifika.`,
  },
  'balance.initiated': {
    en: (v: { method: string }) => D.initiated(v.method),
    sw: (v: { method: string }) => `Malipo ya ${v.method} yameanzishwa. Angalia simu yako.`,
  },
  'balance.stillWaiting': {
    en: (v: { pending: string }) => `A payment of Ksh ${v.pending} for this order is still waiting. Complete it, or try again in a few minutes.`,
    sw: (v: { pending: string }) => `Malipo ya Ksh ${v.pending} ya oda hii bado yanasubiri. Yakamilishe, au ujaribu tena baada ya dakika chache.`,
  },
});
