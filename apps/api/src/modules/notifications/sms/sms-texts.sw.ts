import type { OrderSmsFacts, RefundDestination, SmsTexts } from './sms-texts.ts';
import { swahiliCollectBy } from '../../../i18n/collect-by.ts';

/**
 * The SMS in Kiswahili, as a Kenyan shop texts (decision 0046): the same facts as the English, one 160-character
 * GSM-7 part for typical values (sms-texts.test.ts measures both), M-Pesa and paybill as everyone says them.
 */
const SHOP = 'Mitumba';
type Facts = OrderSmsFacts;


export const swahiliSmsTexts: SmsTexts = {
  orderPlacedText: (order: Facts, paybill?: string) =>
    paybill
      ? `${SHOP}: oda ${order.reference} imewekwa, Ksh ${order.amount}. ${paybill}`
      : `${SHOP}: tumepokea oda yako ${order.reference}, Ksh ${order.amount}. Tutakutumia SMS ikishalipwa.`,
  orderPaidText: (order: Facts) =>
    `${SHOP}: malipo ya Ksh ${order.amount} ya oda ${order.reference} yamepokelewa. Asante! Tutakutumia SMS oda ikitoka dukani.`,
  depositPaidText: (order: Facts, balance: string) =>
    `${SHOP}: malipo ya awali ya oda ${order.reference} yamepokelewa. Salio ni Ksh ${balance}; bidhaa zako tumekuwekea.`,
  orderDispatchedText: (order: Facts, courier?: { name: string; trackingNumber: string } | null) =>
    courier
      ? `${SHOP}: oda ${order.reference} iko njiani na ${courier.name}, nambari ya kufuatilia ${courier.trackingNumber}. Ifuatilie kwenye ukurasa wa oda yako.`
      : `${SHOP}: oda ${order.reference} iko njiani kukujia. Tafadhali weka simu yako wazi ili msafirishaji akupate.`,
  readyForCollectionText: (order: Facts, place: string, collectBy: string) =>
    `${SHOP}: oda ${order.reference} iko tayari kuchukuliwa ${place}. Ichukue kufikia ${collectBy} na utaje ${order.reference}.`,
  orderDeliveredText: (order: Facts) =>
    `${SHOP}: oda ${order.reference} imekufikia. Asante kwa kununua kwetu!`,
  cancellationDecidedText: (order: Facts, approved: boolean) =>
    approved
      ? `${SHOP}: ombi lako la kusitisha oda ${order.reference} limekubaliwa. Pesa yako, Ksh ${order.amount}, inarudishwa.`
      : `${SHOP}: ombi lako la kusitisha oda ${order.reference} limekataliwa. Angalia oda kwenye akaunti yako kujua sababu.`,
  earlyCancelledText: (order: Facts) =>
    `${SHOP}: oda ${order.reference} imesitishwa kama ulivyoomba; hakuna kitakachotumwa. Pesa yako inarudishwa: angalia ukurasa wa oda.`,
  balanceReminderText: (order: Facts, balance: string, paybill?: string) =>
    `${SHOP}: oda ${order.reference} bado ina salio la Ksh ${balance}.${paybill ? ` ${paybill}` : ' Lipa kupitia ukurasa wa oda yako.'}`,
  chatReplyText: () =>
    `${SHOP}: duka limejibu ujumbe wako. Fungua Chat kwenye akaunti yako uusome.`,
  refundSentText: (order: Facts, refunded: string, to: RefundDestination) => to === 'by-hand'
    ? `${SHOP}: duka limekurudishia Ksh ${refunded} za oda ${order.reference}. Angalia ukurasa wa oda kuona jinsi.`
    : `${SHOP}: Ksh ${refunded} za oda ${order.reference} zimerudishwa kwenye ${to === 'mpesa' ? 'nambari yako ya M-Pesa' : 'kadi yako'}.`,
  paybill: (paybill: string, reference: string, amount: string) => `Lipa ${amount} kwa paybill ${paybill}, akaunti ${reference}.`,
  collectBy: swahiliCollectBy,
  theShop: 'dukani',
  soon: 'hivi karibuni',
};
