import type { ChatMessage } from '@mitumba/contracts';
import type { ChatRow } from './chat.repo.ts';

/** One stored message in the spec's shape, without replies. */
export function toChatMessage(row: ChatRow): ChatMessage {
  return { _id: row.id, content: row.content, createdAt: row.createdAt.toISOString(), isAdmin: row.fromShop, read: row.readAt !== null, replies: [] };
}

/**
 * The spec's thread (§3 Chat message) from a conversation's messages, oldest first: each customer message carries the
 * shop's answers that follow it until the customer writes again; the shop's words before any customer message (or
 * whose question fell outside the page) stand on their own.
 */
export function toThread(rows: readonly ChatRow[]): ChatMessage[] {
  const thread: ChatMessage[] = [];
  let asking: ChatMessage | undefined;
  for (const row of rows) {
    const message = toChatMessage(row);
    if (!row.fromShop) {
      asking = message;
      thread.push(message);
    } else if (asking) {
      asking.replies.push(message);
    } else {
      thread.push(message);
    }
  }
  return thread;
}
