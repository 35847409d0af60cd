import { MOBILE_MONEY_MESSAGES as M, paymentMethodLabels } from '@mitumba/contracts';
import { phrases, templates } from './define.ts';

/**
 * Starting a payment with each way to pay (M-Pesa and the aggregators, the card pages, paybill, cash, cash on
 * delivery, hybrid): what the placement answers, the providers' refusals a shopper reads, and the status words.
 */
export const providerPhrases = phrases({
  'prompt.checkPhone': { en: 'Check your phone and enter your M-Pesa PIN to pay.', sw: 'Angalia simu yako na uweke PIN yako ya M-Pesa ili ulipe.' },
  'prompt.waitingPin': { en: 'Waiting for the M-Pesa PIN', sw: 'Tunasubiri PIN yako ya M-Pesa' },
  'prompt.received': { en: 'Payment received', sw: 'Malipo yamepokelewa' },
  'prompt.busy': { en: 'You have another M-Pesa request open. Finish or close it, then try again.', sw: 'Una ombi jingine la M-Pesa lililo wazi. Limalize au ulifunge, kisha ujaribu tena.' },
  'prompt.notSent': { en: 'The M-Pesa prompt could not be sent. Please try again.', sw: 'Ombi la M-Pesa halikuweza kutumwa. Tafadhali jaribu tena.' },
  'prompt.justSent': { en: 'A payment request was just sent to this phone. Wait a minute, then try again.', sw: 'Ombi la malipo limetumwa kwa simu hii sasa hivi. Subiri dakika moja, kisha ujaribu tena.' },
  'prompt.safaricomNumber': { en: 'Enter a valid Safaricom number, e.g. 0712345678.', sw: 'Weka nambari sahihi ya Safaricom, mfano 0712345678.' },
  'prompt.amountNotMpesa': { en: 'This amount cannot be paid by M-Pesa.', sw: 'Kiasi hiki hakiwezi kulipwa kwa M-Pesa.' },
  'mpesa.minimum': { en: 'M-Pesa takes payments of Ksh 1 or more. Please choose another payment method.', sw: 'M-Pesa inapokea malipo ya Ksh 1 au zaidi. Tafadhali chagua njia nyingine ya malipo.' },
  'mpesa.wholeShillings': { en: 'M-Pesa takes whole shillings only. Please choose another payment method.', sw: 'M-Pesa inapokea shilingi kamili tu. Tafadhali chagua njia nyingine ya malipo.' },
  'order.zeroTotal': {
    en: 'This order comes to Ksh 0: only a coupon that covers the whole order can place it. Please review your cart.',
    sw: 'Oda hii ni Ksh 0: inaweza kuwekwa tu kwa kuponi inayolipia oda nzima. Tafadhali kagua kapu lako.',
  },
  'lipia.failed': { en: M.lipiaInitiationFailed, sw: 'Imeshindikana kuanzisha malipo ya Lipia' },
  'tinypesa.unavailable': { en: 'TinyPesa payments are not available right now. Please choose another payment method.', sw: 'Malipo ya TinyPesa hayapatikani kwa sasa. Tafadhali chagua njia nyingine ya malipo.' },
  'tinypesa.notSent': { en: 'TinyPesa could not send the M-Pesa prompt. Please try again.', sw: 'TinyPesa haikuweza kutuma ombi la M-Pesa. Tafadhali jaribu tena.' },
  'tinypesa.refusedDetails': { en: 'TinyPesa refused the payment details.', sw: 'TinyPesa imekataa maelezo ya malipo.' },
  'pesaflux.unavailable': { en: 'PesaFlux payments are unavailable right now. Please try another way to pay.', sw: 'Malipo ya PesaFlux hayapatikani kwa sasa. Tafadhali lipa kwa njia nyingine.' },
  'pesaflux.phone': { en: 'PesaFlux could not use this phone number. Check it and try again.', sw: 'PesaFlux haikuweza kutumia nambari hii ya simu. Iangalie kisha ujaribu tena.' },
  'pesaflux.refused': { en: 'PesaFlux refused the payment. Please try again.', sw: 'PesaFlux imekataa malipo. Tafadhali jaribu tena.' },
  'kcb.unavailable': { en: 'KCB payments are not available right now. Please choose another payment method.', sw: 'Malipo ya KCB hayapatikani kwa sasa. Tafadhali chagua njia nyingine ya malipo.' },
  'paystack.failed': { en: 'Paystack payment initiation failed', sw: 'Imeshindikana kuanzisha malipo ya Paystack' },
  'paystack.redirecting': { en: 'Redirecting to Paystack to complete your payment', sw: 'Tunakupeleka Paystack ukamilishe malipo yako' },
  'stripe.redirecting': { en: 'Redirecting to Stripe\'s secure payment page', sw: 'Tunakupeleka kwenye ukurasa salama wa malipo wa Stripe' },
  'stripe.waiting': { en: 'Waiting for Stripe to confirm the payment', sw: 'Tunasubiri Stripe ithibitishe malipo' },
  'razorpay.created': { en: 'Razorpay order created', sw: 'Oda ya Razorpay imeundwa' },
  'razorpay.waiting': { en: 'Waiting for Razorpay to confirm the payment', sw: 'Tunasubiri Razorpay ithibitishe malipo' },
  'razorpay.unavailable': { en: 'Razorpay payments are unavailable right now. Please try another way to pay.', sw: 'Malipo ya Razorpay hayapatikani kwa sasa. Tafadhali lipa kwa njia nyingine.' },
  'razorpay.refused': { en: 'Razorpay refused the payment. Please try again.', sw: 'Razorpay imekataa malipo. Tafadhali jaribu tena.' },
  'razorpay.verification': { en: 'Payment verification failed', sw: 'Uthibitishaji wa malipo haukufaulu' },
  'card.alreadyPaid': { en: 'This order is already paid in full. Check My Orders.', sw: 'Oda hii imeshalipwa yote. Angalia Oda Zangu.' },
  'card.noPayment': { en: 'No such payment', sw: 'Malipo haya hayapo' },
  'offline.cod': { en: 'Order placed: pay in cash on delivery', sw: 'Oda imewekwa: utalipa pesa taslimu mzigo ukifika' },
  'offline.cash': { en: 'Order placed and paid in cash', sw: 'Oda imewekwa na imelipwa kwa pesa taslimu' },
  'offline.byCoupon': { en: 'Order placed and paid in full by your coupon', sw: 'Oda imewekwa na imelipwa yote kwa kuponi yako' },
  'hybrid.cashRecorded': {
    en: 'Cash part recorded. Check your phone and enter your M-Pesa PIN to pay the rest.',
    sw: 'Sehemu ya pesa taslimu imerekodiwa. Angalia simu yako na uweke PIN yako ya M-Pesa ulipe kiasi kilichobaki.',
  },
});

const labelOf = (provider: string): string | undefined => (paymentMethodLabels as Record<string, string | undefined>)[provider];

/**
 * Refusals that carry the provider's own words (which stay as the provider wrote them), and the 202 when a provider
 * gave no answer to a prompt (decision 0027): the customer may still be charged, so the order waits and the shop checks.
 */
export const providerTemplates = templates({
  'prompt.unreached': {
    en: (v: { provider: string }) => `We could not reach ${labelOf(v.provider) ?? 'the payment provider'}; if you were charged the order will complete — we are checking`,
    sw: (v: { provider: string }) => `Hatukuweza kuwasiliana na ${labelOf(v.provider) ?? 'mtoa huduma wa malipo'}; kama umekatwa pesa, oda yako itakamilika — tunafuatilia`,
  },
  'pesaflux.refusedSaying': {
    en: (v: { said: string }) => `PesaFlux refused the payment: ${v.said}`,
    sw: (v: { said: string }) => `PesaFlux imekataa malipo: ${v.said}`,
  },
  'razorpay.refusedSaying': {
    en: (v: { said: string }) => `Razorpay refused the payment: ${v.said}`,
    sw: (v: { said: string }) => `Razorpay imekataa malipo: ${v.said}`,
  },
  'kcb.couldNotStart': {
    en: (v: { said: string }) => `KCB could not start the payment (${v.said})`,
    sw: (v: { said: string }) => `KCB haikuweza kuanzisha malipo (${v.said})`,
  },
  'sidian.placed': {
    en: (v: { paybill: string; reference: string; amount: number }) => `Order placed. Pay Ksh ${v.amount} to paybill ${v.paybill}, account ${v.reference}.`,
    sw: (v: { paybill: string; reference: string; amount: number }) => `Oda imewekwa. Lipa Ksh ${v.amount} kwa paybill ${v.paybill}, akaunti ${v.reference}.`,
  },
});
