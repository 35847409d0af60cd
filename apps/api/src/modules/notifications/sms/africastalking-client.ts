import type { SmsSettings } from './sms-config.ts';
import type { SmsAnswer } from './sms-repo.ts';

/**
 * Africa's Talking's messaging API over plain HTTP (payouts-and-messaging.md §5): one number per request, so each
 * answer is that number's. A transport failure, a time-out or an answer that is not the 201 envelope throws: the
 * outbox tries again later. The official `africastalking` package brings axios, lodash and joi for this one call.
 */
type Envelope = { SMSMessageData?: { Recipients?: Array<{ statusCode?: unknown; number?: unknown; status?: unknown; cost?: unknown; messageId?: unknown }> } };

export function createAfricasTalkingClient(settings: NonNullable<SmsSettings>, timeoutMs: number) {
  return {
    async send(to: string, text: string): Promise<SmsAnswer> {
      const body = new URLSearchParams({ username: settings.username, to, message: text, ...(settings.senderId ? { from: settings.senderId } : {}) });
      const response = await fetch(`${settings.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: settings.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (response.status !== 201 && response.status !== 200) throw new Error(`Africa's Talking answered HTTP ${response.status}: ${answer.slice(0, 200)}`);
      const recipient = (JSON.parse(answer) as Envelope).SMSMessageData?.Recipients?.find((entry) => entry.number === to);
      if (!recipient || typeof recipient.statusCode !== 'number') throw new Error(`Africa's Talking's answer has no entry for ${to}`);
      const messageId = typeof recipient.messageId === 'string' && recipient.messageId !== 'None' ? recipient.messageId : null;
      return { statusCode: recipient.statusCode, status: String(recipient.status ?? ''), messageId, cost: typeof recipient.cost === 'string' ? recipient.cost : null };
    },
  };
}

export type AfricasTalkingClient = ReturnType<typeof createAfricasTalkingClient>;
