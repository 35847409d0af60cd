import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@mitumba/contracts/plain';

/** The shop's contact as links, from the one phone and e-mail in the contracts (WhatsApp: lib/shop-whatsapp.ts, a shop setting). */
export const supportLinks = {
  tel: `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`,
  mailto: `mailto:${SUPPORT_EMAIL}`,
} as const;
