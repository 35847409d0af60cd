import { formatCollectBy, paybillInstruction, type Language } from '@mitumba/contracts';
import { swahiliCollectBy } from '../../i18n/collect-by.ts';

/**
 * The words of the order e-mails in each language (decision 0046): English as it always was, Kiswahili as a Kenyan
 * shop writes it. The customer's account language chooses (`users.language`, else English) when the mail is written.
 */
const english = {
  hello: (name: string) => `Hello ${name},`,
  there: 'there',
  // The order confirmation (templates.ts orderMail).
  thanks: (orderRef: string, how: string) => `Thank you for your order ${orderRef}. ${how}`,
  items: (items: string[]) => `Items: ${items.join('; ')}.`,
  balance: (balance: string) => `The balance of Ksh ${balance} can be paid from your orders page.`,
  depositReceived: (amount: string, balance: string) => `We have received your deposit of Ksh ${amount}. ${balance}`,
  depositByPaybill: (amount: string, paybill: string, balance: string) => `To pay your deposit of Ksh ${amount}: ${paybill} ${balance}`,
  depositDue: (amount: string, balance: string) => `Your deposit is Ksh ${amount}. ${balance}`,
  paid: (amount: string, method: string) => `We have received your payment of Ksh ${amount} (${method}).`,
  payByPaybill: (amount: string, paybill: string) => `To pay Ksh ${amount}: ${paybill}`,
  youPay: (amount: string, method: string) => `You pay Ksh ${amount} (${method}).`,
  paybill: paybillInstruction,
  bankDeposit: (bank: { bankName: string; paybill: string; accountNumber: string }, reference: string) =>
    `${bank.bankName} paybill ${bank.paybill}, account ${bank.accountNumber}, reference ${reference}.`,
  paidSubject: (orderRef: string) => `Payment received for ${orderRef}`,
  receivedSubject: (orderRef: string) => `Order ${orderRef} received`,
  paidHeading: 'Payment received',
  receivedHeading: 'Order received',
  myOrders: 'View my orders',
  yourOrders: 'Your orders',
  // On its way, ready for collection (order-news-mails.ts).
  withCourier: (courier: string, trackingNumber: string) => `It is with ${courier}, tracking number ${trackingNumber}.`,
  phoneOn: 'Please keep your phone on for the courier.',
  onItsWay: (reference: string, carried: string) => `Your order ${reference} is on its way. ${carried}`,
  trackOn: (courier: string | null) => `Track it on ${courier ?? 'the courier'}'s site`,
  viewOrder: 'View your order',
  onItsWaySubject: (reference: string) => `Order ${reference} is on its way`,
  onItsWayHeading: 'Your order is on its way',
  readyAt: (reference: string, place: string) => `Your order ${reference} is ready for collection at ${place}.`,
  collectBy: (collectBy: string, reference: string) => `Please collect it by ${collectBy} and quote the reference ${reference}.`,
  readySubject: (reference: string) => `Order ${reference} is ready for collection`,
  readyHeading: 'Ready for collection',
  day: formatCollectBy,
  theShop: 'the shop',
  soon: 'soon',
};

export type OrderMailWords = typeof english;


const swahili: OrderMailWords = {
  hello: (name) => `Habari ${name},`,
  there: 'mteja wetu',
  thanks: (orderRef, how) => `Asante kwa oda yako ${orderRef}. ${how}`,
  items: (items) => `Bidhaa: ${items.join('; ')}.`,
  balance: (balance) => `Salio la Ksh ${balance} unaweza kulilipa kupitia ukurasa wa oda zako.`,
  depositReceived: (amount, balance) => `Tumepokea malipo yako ya awali ya Ksh ${amount}. ${balance}`,
  depositByPaybill: (amount, paybill, balance) => `Kulipa malipo ya awali ya Ksh ${amount}: ${paybill} ${balance}`,
  depositDue: (amount, balance) => `Malipo yako ya awali ni Ksh ${amount}. ${balance}`,
  paid: (amount, method) => `Tumepokea malipo yako ya Ksh ${amount} (${method}).`,
  payByPaybill: (amount, paybill) => `Kulipa Ksh ${amount}: ${paybill}`,
  youPay: (amount, method) => `Utalipa Ksh ${amount} (${method}).`,
  paybill: (paybill, reference, amount) => `Lipa ${amount} kwa paybill ${paybill}, akaunti ${reference}.`,
  bankDeposit: (bank, reference) => `${bank.bankName} paybill ${bank.paybill}, akaunti ${bank.accountNumber}, kumbukumbu ${reference}.`,
  paidSubject: (orderRef) => `Malipo ya ${orderRef} yamepokelewa`,
  receivedSubject: (orderRef) => `Oda ${orderRef} imepokelewa`,
  paidHeading: 'Malipo yamepokelewa',
  receivedHeading: 'Oda imepokelewa',
  myOrders: 'Angalia oda zangu',
  yourOrders: 'Oda zako',
  withCourier: (courier, trackingNumber) => `Iko na ${courier}, nambari ya kufuatilia ${trackingNumber}.`,
  phoneOn: 'Tafadhali weka simu yako wazi ili msafirishaji akupate.',
  onItsWay: (reference, carried) => `Oda yako ${reference} iko njiani. ${carried}`,
  trackOn: (courier) => `Ifuatilie kwenye tovuti ya ${courier ?? 'msafirishaji'}`,
  viewOrder: 'Angalia oda yako',
  onItsWaySubject: (reference) => `Oda ${reference} iko njiani`,
  onItsWayHeading: 'Oda yako iko njiani',
  readyAt: (reference, place) => `Oda yako ${reference} iko tayari kuchukuliwa ${place}.`,
  collectBy: (collectBy, reference) => `Tafadhali ichukue kufikia ${collectBy} na utaje kumbukumbu ${reference}.`,
  readySubject: (reference) => `Oda ${reference} iko tayari kuchukuliwa`,
  readyHeading: 'Iko tayari kuchukuliwa',
  day: swahiliCollectBy,
  theShop: 'dukani',
  soon: 'hivi karibuni',
};

export const orderMailWords: Readonly<Record<Language, OrderMailWords>> = { en: english, sw: swahili };
