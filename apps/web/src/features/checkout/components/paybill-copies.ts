import type { Translate } from '@/i18n';

/** The copy buttons the spec asks for, the same wherever a paybill is shown: 'Paybill copied!', 'Reference copied!'. */
export function paybillCopies(t: Translate) {
  const referenceCopied = t('checkout.copy.referenceCopied');
  return {
    paybill: { label: t('checkout.copy.paybill'), message: t('checkout.copy.paybillCopied') },
    account: { label: t('checkout.copy.account'), message: referenceCopied },
    accountNumber: { label: t('checkout.copy.accountNumber'), message: referenceCopied },
    reference: { label: t('checkout.copy.reference'), message: referenceCopied },
  };
}
