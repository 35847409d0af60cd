import type { AdminSmsMessage } from '@mitumba/contracts/plain';
import { formatShopTime } from '../order-labels';
import { formatLocalPhone } from '../payment-history/payment-words';

/** Delivery statuses still on their way (Africa's Talking may report them before the final one). */
const INTERIM = ['Sent', 'Submitted', 'Buffered'];

/** Where one SMS stands, in the owner's words, and whether it went wrong. */
export function smsState(message: AdminSmsMessage): { label: string; bad: boolean } {
  if (message.status === 'queued') return { label: 'Waiting to send', bad: false };
  if (message.status !== 'sent') return { label: `Not sent: ${message.failureReason ?? 'refused'}`, bad: true };
  if (message.deliveryStatus === 'Success') return { label: 'Delivered', bad: false };
  if (!message.deliveryStatus || INTERIM.includes(message.deliveryStatus)) return { label: 'Sent', bad: false };
  return { label: `Failed: ${message.failureReason ?? message.deliveryStatus}`, bad: true };
}

/** The SMS the customer was sent about this order, oldest first: number, text, and sent / delivered / failed with why. */
export function OrderMessages({ messages }: { messages: AdminSmsMessage[] }) {
  if (messages.length === 0) return <p className="text-ink-700">No text messages for this order.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => {
        const state = smsState(message);
        return (
          <li key={message.id} data-testid="order-sms" className="rounded-2xl border border-ink-200 bg-white p-4">
            <p className="text-ink-900 wrap-anywhere">{message.text}</p>
            <p className="mt-1 text-sm text-ink-600">
              {formatLocalPhone(message.phone)} · {formatShopTime(message.createdAt)} ·{' '}
              <span data-testid="sms-state" className={state.bad ? 'font-semibold text-danger-700' : 'font-semibold text-ink-800'}>{state.label}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
