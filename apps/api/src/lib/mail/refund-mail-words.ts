import type { Language } from '@mitumba/contracts';

/**
 * The words of the money-back e-mails in each language (decision 0046): the refund sent (modules/refunds/refund-mail.ts,
 * with its refund line, refund-lines.ts) and the early cancellation (after-sale/early-cancel-mails.ts, with where each
 * paid part goes back, refund-destination.ts). English as it always was; in Kiswahili a destination carries its own
 * preposition ("kwa M-Pesa …", "kwenye kadi …"), which English writes in the sentence ("to …").
 */
const english = {
  hello: (name: string) => `Hello ${name},`,
  // Where the money goes, said by both mails.
  toMpesa: (phone: string) => `M-Pesa ${phone}`,
  toMpesaPaidFrom: 'the M-Pesa number you paid from',
  toCard: 'the card you paid with',
  // The refund line (the refund-sent mail).
  line: (amount: string, to: string, state: string) => `Refund of Ksh ${amount} to ${to}: ${state}`,
  toYouInCash: 'you in cash at the shop',
  toYou: 'you',
  sent: (receipt: string | null) => `sent${receipt ? ` (receipt ${receipt})` : ''}`,
  handedBack: (day: string | null) => `handed back${day ? ` on ${day}` : ''}`,
  notSent: (why: string | null) => `not sent (${why ?? 'the payment provider refused it'}); the shop will send it another way`,
  toHandBack: 'to be handed back by the shop',
  beingChecked: 'being checked by the shop',
  onItsWay: 'on its way',
  sentSubject: (orderRef: string) => `Your refund for order ${orderRef} was sent`,
  order: (orderRef: string) => `Order ${orderRef}`,
  // The early cancellation.
  partTo: (amount: string, method: string, to: string) => `Ksh ${amount} (${method}) to ${to}.`,
  toCashAtShop: 'cash, handed back at the shop',
  toSidian: 'the account you paid the Sidian paybill from',
  toWayYouPaid: 'the way you paid',
  cancelled: (orderRef: string) => `Your order ${orderRef} is cancelled, as you asked. Nothing will be sent.`,
  refunding: (amount: string) => `We are refunding Ksh ${amount}:`,
  within: 'Refunds reach you within 7 business days; cash is handed back at the shop.',
  cancelledSubject: (orderRef: string, amount: string) => `Order ${orderRef} cancelled: Ksh ${amount} refund`,
  cancelledHeading: 'Order cancelled',
  viewOrder: 'View the order',
  yourOrder: 'Your order',
};

export type RefundMailWords = typeof english;

const swahili: RefundMailWords = {
  hello: (name) => `Habari ${name},`,
  toMpesa: (phone) => `kwa M-Pesa ${phone}`,
  toMpesaPaidFrom: 'kwa nambari ya M-Pesa uliyolipa nayo',
  toCard: 'kwenye kadi uliyolipa nayo',
  line: (amount, to, state) => `Marejesho ya Ksh ${amount} ${to}: ${state}`,
  toYouInCash: 'kwako kwa pesa taslimu dukani',
  toYou: 'kwako',
  sent: (receipt) => `yametumwa${receipt ? ` (risiti ${receipt})` : ''}`,
  handedBack: (day) => `umerudishiwa na duka${day ? ` tarehe ${day}` : ''}`,
  notSent: (why) => `hayakutumwa (${why ?? 'mtoa huduma wa malipo aliyakataa'}); duka litayatuma kwa njia nyingine`,
  toHandBack: 'utarudishiwa na duka',
  beingChecked: 'duka linayakagua',
  onItsWay: 'yako njiani',
  sentSubject: (orderRef) => `Umerudishiwa pesa ya oda ${orderRef}`,
  order: (orderRef) => `Oda ${orderRef}`,
  partTo: (amount, method, to) => `Ksh ${amount} (${method}) ${to}.`,
  toCashAtShop: 'kwa pesa taslimu, utarudishiwa dukani',
  toSidian: 'kwa akaunti uliyolipa nayo kwa paybill ya Sidian',
  toWayYouPaid: 'kwa njia uliyolipa nayo',
  cancelled: (orderRef) => `Oda yako ${orderRef} imeghairiwa kama ulivyoomba. Hakuna kitakachotumwa.`,
  refunding: (amount) => `Tunakurudishia Ksh ${amount}:`,
  within: 'Pesa hukufikia ndani ya siku 7 za kazi; pesa taslimu hurudishwa dukani.',
  cancelledSubject: (orderRef, amount) => `Oda ${orderRef} imeghairiwa: utarudishiwa Ksh ${amount}`,
  cancelledHeading: 'Oda imeghairiwa',
  viewOrder: 'Angalia oda',
  yourOrder: 'Oda yako',
};

export const refundMailWords: Readonly<Record<Language, RefundMailWords>> = { en: english, sw: swahili };
