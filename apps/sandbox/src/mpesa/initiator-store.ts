import type { Section } from '../state-file.ts';

/** What the emulator remembers of the initiator calls (B2C, Reversal, transaction status, balance): a section of the sandbox state. */
export type InitiatorKind = 'b2c' | 'reversal' | 'status' | 'balance';

/** How the result reaches the shop: at ResultURL, never, or as a time-out at QueueTimeOutURL. */
export type InitiatorDelivery = 'normal' | 'dropped' | 'timeout';

export type InitiatorRequest = {
  kind: InitiatorKind;
  conversationId: string;
  originatorConversationId: string;
  /** Whole KES (0 for status and balance). */
  amount: number;
  /** B2C: the customer's 2547…; Reversal: the shortcode; status: the shortcode. */
  party: string;
  /** Reversal and status: the receipt it is about (status: or null when asked by OriginalConversationID). */
  transactionId: string | null;
  originalConversationId: string | null;
  resultUrl: string;
  queueTimeoutUrl: string;
  remarks: string;
  createdAt: string;
  resultCode: number | string;
  resultDesc: string;
  /** The receipt of the money movement (B2C, Reversal) once it succeeded. */
  receipt: string | null;
  /** What the result callback carries besides the code (status: the transaction found). */
  parameters: Array<{ Key: string; Value: string | number }>;
  delivery: InitiatorDelivery;
  /** ISO time the result (or time-out) is due; null once sent or when it is never sent. */
  dueAt: string | null;
};

/** Money that left the shortcode (the emulator's statement of payouts). */
export type PayoutLine = { receipt: string; kind: 'b2c' | 'reversal'; amount: number; party: string; conversationId: string; completedAt: string; reversedReceipt: string | null };

export type InitiatorOverride = { delivery?: InitiatorDelivery; resultCode?: number | string; resultDesc?: string };

export function createInitiatorStore() {
  const requests = new Map<string, InitiatorRequest>();
  const byOriginator = new Map<string, InitiatorRequest>();
  const payouts: PayoutLine[] = [];
  /** Receipts reversed (once each). */
  const reversed = new Set<string>();
  /** What the next initiator call does (the admin API's override for tests), used once. */
  const next: InitiatorOverride[] = [];

  function add(request: InitiatorRequest): void {
    requests.set(request.conversationId, request);
    byOriginator.set(request.originatorConversationId, request);
  }

  const section: Section = {
    save: () => ({ requests: [...requests.values()], payouts, reversed: [...reversed], next }),
    load(saved) {
      const state = saved as { requests: InitiatorRequest[]; payouts: PayoutLine[]; reversed: string[]; next: InitiatorOverride[] };
      for (const request of state.requests) add(request);
      payouts.push(...state.payouts);
      for (const receipt of state.reversed) reversed.add(receipt);
      next.push(...state.next);
    },
  };

  return {
    requests, payouts, reversed, next, section, add,
    byOriginator: (id: string) => byOriginator.get(id),
    /** The B2C or reversal whose receipt this is. */
    byReceipt: (receipt: string) => [...requests.values()].find((request) => request.receipt === receipt && request.kind !== 'status'),
  };
}

export type InitiatorStore = ReturnType<typeof createInitiatorStore>;
