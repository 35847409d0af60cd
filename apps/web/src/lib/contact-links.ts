import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@mitumba/contracts/plain';

/** The shop's contact as links, from the one phone and e-mail in the contracts. */
export const supportLinks = {
  tel: `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`,
  whatsApp: `https://wa.me/${SUPPORT_PHONE.replace(/\D/g, '')}`,
  mailto: `mailto:${SUPPORT_EMAIL}`,
} as const;
