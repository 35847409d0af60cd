import type { Db } from '../../../db/client.ts';
import { onChatPage } from '../../chat/chat-presence.ts';
import type { SmsQueue } from './sms-queue.ts';

/**
 * A shop reply texts a customer who does not have the chat open on any instance at that moment (chat_presence,
 * decision 0042), at most once an hour: a burst of replies is one SMS.
 */
export function createChatTexts(sms: SmsQueue) {
  return async function shopRepliedWithin(tx: Db, customerId: string, now = new Date()): Promise<void> {
    if (!sms.enabled || (await onChatPage(tx, customerId))) return;
    const hour = now.toISOString().slice(0, 13);
    await sms.enqueueWithin(tx, { cause: `chat-reply:${customerId}:${hour}`, userId: customerId, text: (texts) => texts.chatReplyText() });
  };
}
