import { DELIVERY_MESSAGES } from '@mitumba/contracts';
import { phrases, templates } from './define.ts';

/** Placing an order: the refusals a shopper meets at checkout (delivery options: decision 0044). */
export const checkoutPhrases = phrases({
  'checkout.login': { en: 'Please login to place an order.', sw: 'Tafadhali ingia kwenye akaunti yako ili uweke oda.' },
  'checkout.pending': { en: 'This customer has pending orders.', sw: 'Una oda ambayo bado haijakamilika.' },
  'checkout.empty': { en: 'No items in cart.', sw: 'Hakuna bidhaa kwenye kapu.' },
  'checkout.idTaken': {
    en: 'This order id is already taken. Please reload the page and try again.',
    sw: 'Nambari hii ya oda tayari imetumika. Tafadhali pakia ukurasa upya kisha ujaribu tena.',
  },
  'checkout.stillSending': { en: 'Your payment request is still being sent. Check your phone.', sw: 'Ombi lako la malipo bado linatumwa. Angalia simu yako.' },
  'checkout.pageOpen': {
    en: 'This order\'s payment page is already open. Finish it there, or check My Orders.',
    sw: 'Ukurasa wa malipo wa oda hii tayari uko wazi. Maliza malipo hapo, au angalia Oda Zangu.',
  },
  'checkout.phoneDigits': { en: 'Phone number must be 10 digits (e.g., 0712345678)', sw: 'Nambari ya simu iwe na tarakimu 10 (mfano, 0712345678)' },
  'checkout.methodUnavailable': { en: 'This payment method is not available.', sw: 'Njia hii ya malipo haipatikani.' },
  'checkout.securityCode': { en: 'Invalid security code', sw: 'Msimbo wa usalama si sahihi' },
  'delivery.county': { en: DELIVERY_MESSAGES.county, sw: 'Chagua kaunti kutoka kwenye orodha' },
  'delivery.chooseOption': { en: DELIVERY_MESSAGES.chooseOption, sw: 'Tafadhali chagua njia ya kufikishiwa mzigo' },
  'delivery.noOptions': { en: DELIVERY_MESSAGES.noOptions, sw: 'Bado hakuna njia za kufikisha mizigo kwenye kaunti hii — chagua nyingine au wasiliana nasi' },
  'delivery.unavailable': { en: DELIVERY_MESSAGES.unavailable, sw: 'Njia hii ya kufikisha mzigo haipatikani kwenye kaunti yako. Tafadhali chagua nyingine.' },
});

export const checkoutTemplates = templates({
  'checkout.totalChanged': {
    en: (v: { total: string }) => `Your total has changed to Ksh ${v.total}. Please review your order and confirm again.`,
    sw: (v: { total: string }) => `Jumla yako imebadilika kuwa Ksh ${v.total}. Tafadhali kagua oda yako kisha uthibitishe tena.`,
  },
});
