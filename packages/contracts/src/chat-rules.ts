/**
 * Chat with the shop (spec 2 §2 Chat, §5, §9): the rules the server enforces and the screens show, without zod, so
 * the storefront may import them.
 */

/** The longest message a customer or the shop may send. */
export const CHAT_MESSAGE_MAX = 1000;
/** Spec 2 §9: the conversation is polled every 5 s (when the live stream is not connected). */
export const CHAT_POLL_MS = 5000;
/** How many of a conversation's newest messages one answer carries. */
export const CHAT_HISTORY_LIMIT = 200;

export const chatMessages = {
  empty: 'Please type a message.',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-KE')} characters.`,
} as const;

/** Spec 2 §5 'Chat: blank messages ignored': what is left of a message once its surrounding spaces are gone. */
export function chatText(content: string): string {
  return content.trim();
}

/**
 * A message of the conversation as the spec shows it (§3 Chat message): the customer's messages with the shop's
 * answers under the one they answer (`replies`, `isAdmin: true`). `read`: whether the other side has seen it (for the
 * shop's answers, as they stood before this read: false marks a new one).
 */
export type ChatMessage = {
  _id: string;
  content: string;
  createdAt: string;
  isAdmin: boolean;
  read: boolean;
  replies: ChatMessage[];
};

export type ChatMessagesResponse = { success: true; messages: ChatMessage[] };
export type ChatPostResponse = { success: true; message: ChatMessage };
