import { CANCELLATION_WINDOW_DAYS, EARLY_CANCEL_MESSAGES as E } from '@mitumba/contracts';
import { phrases, templates } from './define.ts';

/** The customer's order page: marking an order delivered, and cancelling a paid one before dispatch (decision 0036). */
export const orderPhrases = phrases({
  'order.markedDelivered': { en: 'Order marked as delivered!', sw: 'Oda imethibitishwa kuwa imefika!' },
  'order.alreadyDelivered': { en: 'This order is already marked as delivered.', sw: 'Oda hii imeshathibitishwa kuwa imefika.' },
  'order.deliveredOncePaid': { en: 'This order can be marked as delivered once it is paid.', sw: 'Oda hii itathibitishwa kuwa imefika ikishalipwa.' },
  'earlyCancel.dispatched': {
    en: E.dispatched,
    sw: `Oda hii imeshatumwa, kwa hivyo haiwezi kughairiwa tena. Ikishakufikia, unaweza kutumia "Omba kughairi" ndani ya siku ${CANCELLATION_WINDOW_DAYS}.`,
  },
  'earlyCancel.unpaid': {
    en: E.unpaid,
    sw: 'Oda hii bado haijalipwa, kwa hivyo hakuna pesa ya kurudisha: oda isiyolipwa hughairiwa yenyewe malipo yasipofika.',
  },
  'earlyCancel.cancelled': { en: E.cancelled, sw: 'Oda hii imeshaghairiwa.' },
  'earlyCancel.login': { en: E.login, sw: 'Tafadhali ingia kwenye akaunti yako ili ughairi oda.' },
  'earlyCancel.failed': { en: E.failed, sw: 'Oda yako haikuweza kughairiwa. Tafadhali jaribu tena.' },
});

export const orderTemplates = templates({
  'earlyCancel.done': {
    en: (v: { amount: string }) => `Order cancelled. Ksh ${v.amount} will be refunded.`,
    sw: (v: { amount: string }) => `Oda imeghairiwa. Utarudishiwa Ksh ${v.amount}.`,
  },
});
