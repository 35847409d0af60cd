import { AFTER_SALE_MESSAGES, FEEDBACK_MAX_WORDS, type CancellationReason } from '@mitumba/contracts/plain';
import type { MessageId, Translate } from '@/i18n';

type ShownMessage = Exclude<keyof typeof AFTER_SALE_MESSAGES, 'cancellationRequested' | 'cancellationLogin' | 'feedbackThanks'>;

/** The after-sale checks' messages (the contracts' `AFTER_SALE_MESSAGES`, as `feedbackProblem` returns them). */
const MESSAGE_WORDS: Record<ShownMessage, MessageId> = {
  requiredFields: 'afterSale.message.requiredFields',
  cancellationFailed: 'afterSale.message.cancellationFailed',
  rateAll: 'afterSale.message.rateAll',
  feedbackEmpty: 'afterSale.message.feedbackEmpty',
  feedbackTooLong: 'afterSale.message.feedbackTooLong',
  email: 'afterSale.message.email',
  phone: 'afterSale.message.phone',
  emailOrPhone: 'afterSale.message.emailOrPhone',
  feedbackLogin: 'afterSale.message.feedbackLogin',
  feedbackFailed: 'afterSale.message.feedbackFailed',
};

/** One of the contracts' after-sale messages in the shopper's language; any other text is returned as it is. */
export function afterSaleWords(t: Translate, message: string): string {
  const key = (Object.keys(MESSAGE_WORDS) as ShownMessage[]).find((candidate) => AFTER_SALE_MESSAGES[candidate] === message);
  return key ? t(MESSAGE_WORDS[key], { max: FEEDBACK_MAX_WORDS }) : message;
}

/** The reasons to cancel (the contracts' `cancellationReasonLabels`). */
export const REASON_WORDS: Record<CancellationReason, MessageId> = {
  delayed: 'afterSale.reason.delayed',
  damaged: 'afterSale.reason.damaged',
  wrongSize: 'afterSale.reason.wrongSize',
  changedMind: 'afterSale.reason.changedMind',
  other: 'afterSale.reason.other',
};
