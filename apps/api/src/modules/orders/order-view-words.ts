import type { Language } from '@mitumba/contracts';

/**
 * The names of the ways to pay an order page shows, where they are the shop's words rather than a brand (M-Pesa,
 * Sidian, TinyPesa… stay as they are): a language names only what it says differently from the labels.
 */
type OrderViewWords = { names: Readonly<Partial<Record<string, string>>>; sidianBank: string };

const english: OrderViewWords = { names: {}, sidianBank: 'Bank (Sidian paybill)' };

const swahili: OrderViewWords = {
  names: { cash: 'Pesa taslimu', cod: 'Lipa mzigo ukifika', deposit: 'Amana', hybrid: 'Mseto', coupon: 'Kuponi', stripe: 'Kadi (Stripe)' },
  sidianBank: 'Benki (paybill ya Sidian)',
};

export const orderViewWords: Readonly<Record<Language, OrderViewWords>> = { en: english, sw: swahili };
