import { formatCollectBy, type Language } from '@mitumba/contracts';
import { swahiliCollectBy } from '../../i18n/collect-by.ts';

/** A deposit order's two kinds of payment: its deposit, and each payment towards its balance. */
export type Part = 'deposit' | 'balance';
/** How a part was made: in cash, by bank transfer (the Sidian paybill), or by a named provider (M-Pesa, TinyPesa…). */
export type MadeBy = { kind: 'cash' } | { kind: 'bank' } | { kind: 'provider'; name: string };

/**
 * The order timeline's sentences in each language (decision 0046), order-timeline.ts decides which one applies.
 * `sum` is an amount already written the shop's way ('ksh 6,500'); provider names stay as they are. English is
 * word for word what the order page always said.
 */
const english = {
  placed: 'Order placed',
  dispatched: (courier: string | null, tracking: string | null) => (courier
    ? `Dispatched with ${courier}${tracking ? `, tracking number ${tracking}` : ''}: your order is on its way`
    : 'Dispatched: your order is on its way'),
  ready: (place: string | null, until: string | null) => `Ready for collection at ${place ?? 'the shop'}${until ? ` until ${until}` : ''}`,
  day: formatCollectBy,
  delivered: 'Marked as delivered',
  // Names of the ways to pay that are not a provider's own name.
  sidianName: 'Sidian paybill',
  codName: 'cash on delivery',
  cashName: 'cash',
  couponName: 'coupon',
  someProvider: 'the payment provider',
  mpesaRequested: (sum: string, phone: string | null) => `M-Pesa payment request for ${sum} sent to ${phone ?? 'your phone'}`,
  mpesaPaid: (sum: string, receipt: string | null) => `Paid ${sum} with M-Pesa${receipt ? `, receipt ${receipt}` : ''}`,
  sidianAwaiting: 'Waiting for your payment to the Sidian paybill',
  codAwaiting: 'To be paid in cash on delivery',
  cashPaid: (sum: string) => `Paid ${sum} in cash at the counter`,
  couponPaid: 'Paid in full by your coupon',
  requested: (sum: string, name: string) => `Payment request for ${sum} sent to ${name}`,
  paid: (sum: string, name: string) => `Paid ${sum} with ${name}`,
  confirmed: (sum: string) => `Payment of ${sum} confirmed by the shop`,
  declined: (name: string, why: string) => `${name} payment declined: ${why}`,
  failed: 'Payment failed',
  notPaidInTime: 'Not paid in time: the order was cancelled and its items returned to stock',
  expired: (name: string) => `The ${name} request expired without a payment`,
  unreached: (name: string, sum: string) => `We could not reach ${name} with the payment request of ${sum}: we are checking whether it went through`,
  /** `to`: where the money goes back (refund-destination.ts); null: handed back in cash at the shop. */
  cancelledByYou: (sum: string, to: string | null) =>
    `You cancelled the order before it was sent: ${sum} will be ${to === null ? 'handed back to you in cash at the shop' : `refunded to ${to}`}`,
  cancellationApproved: (sum: string) => `Cancellation approved: ${sum} will be refunded to you`,
  // A deposit order's deposit and balance payments (spec 2 §5).
  madeBy: (by: MadeBy) => (by.kind === 'cash' ? 'in cash' : by.kind === 'bank' ? 'by bank transfer' : `by ${by.name}`),
  receipt: (receipt: string) => `, receipt ${receipt}`,
  bankAwaited: (sum: string, part: Part) => `Waiting for your bank transfer of ${sum} ${part === 'deposit' ? 'for the deposit' : 'towards the balance'}`,
  partRequested: (method: string, sum: string, part: Part, phone: string | null) =>
    `${method} payment request for ${part === 'deposit' ? `your deposit of ${sum}` : `${sum} towards the balance`}${phone ? ` sent to ${phone}` : ''}`,
  handBack: (sum: string, part: Part) =>
    `The order was cancelled: the ${sum} you paid ${part === 'deposit' ? 'for the deposit' : 'towards the balance'} will be handed back to you`,
  partConfirmed: (sum: string, part: Part) => (part === 'deposit' ? `Deposit of ${sum} confirmed by the shop` : `${sum} towards the balance confirmed by the shop`),
  partPaid: (sum: string, part: Part, how: string) => (part === 'deposit' ? `Deposit of ${sum} paid ${how}` : `${sum} paid towards the balance ${how}`),
  balanceCalledOff: (sum: string) => `The payment of ${sum} towards the balance was called off by the shop`,
  balanceFailed: (sum: string, how: string) => `The payment of ${sum} towards the balance ${how} did not go through: your balance is unchanged`,
};

export type TimelineWords = typeof english;

const swahili: TimelineWords = {
  placed: 'Oda imewekwa',
  dispatched: (courier, tracking) => (courier
    ? `Imetumwa na ${courier}${tracking ? `, nambari ya kufuatilia ${tracking}` : ''}: oda yako iko njiani`
    : 'Imetumwa: oda yako iko njiani'),
  ready: (place, until) => `Iko tayari kuchukuliwa ${place ?? 'dukani'}${until ? ` hadi ${until}` : ''}`,
  day: swahiliCollectBy,
  delivered: 'Imethibitishwa kuwa imefika',
  sidianName: 'paybill ya Sidian',
  codName: 'pesa taslimu mzigo ukifika',
  cashName: 'pesa taslimu',
  couponName: 'kuponi',
  someProvider: 'mtoa huduma wa malipo',
  mpesaRequested: (sum, phone) => `Ombi la kulipa ${sum} kwa M-Pesa limetumwa kwa ${phone ?? 'simu yako'}`,
  mpesaPaid: (sum, receipt) => `Umelipa ${sum} kwa M-Pesa${receipt ? `, risiti ${receipt}` : ''}`,
  sidianAwaiting: 'Tunasubiri malipo yako kwa paybill ya Sidian',
  codAwaiting: 'Utalipa pesa taslimu mzigo ukifika',
  cashPaid: (sum) => `Umelipa ${sum} pesa taslimu dukani`,
  couponPaid: 'Imelipwa yote kwa kuponi yako',
  requested: (sum, name) => `Ombi la kulipa ${sum} limetumwa kwa ${name}`,
  paid: (sum, name) => `Umelipa ${sum} kupitia ${name}`,
  confirmed: (sum) => `Malipo ya ${sum} yamethibitishwa na duka`,
  declined: (name, why) => `Malipo kupitia ${name} yamekataliwa: ${why}`,
  failed: 'Malipo hayakufaulu',
  notPaidInTime: 'Haikulipwa kwa wakati: oda imeghairiwa na bidhaa zake zimerudishwa kwenye stoki',
  expired: (name) => `Ombi la malipo kupitia ${name} limeisha muda bila kulipwa`,
  unreached: (name, sum) => `Hatukuweza kuwasiliana na ${name} kuhusu ombi la kulipa ${sum}: tunafuatilia kama malipo yalifaulu`,
  // A Kiswahili destination carries its own preposition ("kwa M-Pesa …", refund-mail-words.ts).
  cancelledByYou: (sum, to) => (to === null
    ? `Umeghairi oda kabla haijatumwa: utarudishiwa ${sum} kwa pesa taslimu dukani`
    : `Umeghairi oda kabla haijatumwa: utarudishiwa ${sum} ${to}`),
  cancellationApproved: (sum) => `Ombi la kughairi limekubaliwa: utarudishiwa ${sum}`,
  madeBy: (by) => (by.kind === 'cash' ? 'kwa pesa taslimu' : by.kind === 'bank' ? 'kwa uhamisho wa benki' : `kwa ${by.name}`),
  receipt: (receipt) => `, risiti ${receipt}`,
  bankAwaited: (sum, part) => `Tunasubiri uhamisho wako wa benki wa ${sum} ${part === 'deposit' ? 'wa amana' : 'wa kulipia salio'}`,
  partRequested: (method, sum, part, phone) =>
    `Ombi la kulipa ${part === 'deposit' ? `amana yako ya ${sum}` : `${sum} za salio`} kwa ${method}${phone ? ` limetumwa kwa ${phone}` : ''}`,
  handBack: (sum, part) => `Oda imeghairiwa: utarudishiwa ${sum} ulizolipa ${part === 'deposit' ? 'kama amana' : 'kulipia salio'}`,
  partConfirmed: (sum, part) => (part === 'deposit' ? `Amana ya ${sum} imethibitishwa na duka` : `${sum} za salio zimethibitishwa na duka`),
  partPaid: (sum, part, how) => (part === 'deposit' ? `Amana ya ${sum} imelipwa ${how}` : `${sum} za salio zimelipwa ${how}`),
  balanceCalledOff: (sum) => `Malipo ya ${sum} ya salio yamesitishwa na duka`,
  balanceFailed: (sum, how) => `Malipo ya ${sum} ya salio ${how} hayakufaulu: salio lako halijabadilika`,
};

export const timelineWords: Readonly<Record<Language, TimelineWords>> = { en: english, sw: swahili };
