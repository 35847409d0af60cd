/**
 * This instance's open chat streams, by customer. The database's NOTIFY (from any instance's write) calls `publish`;
 * a stream's listener then sends its customer the conversation as it stands.
 */
export function createChatHub() {
  const listeners = new Map<string, Set<() => void>>();

  return {
    subscribe(customerId: string, listener: () => void): () => void {
      const set = listeners.get(customerId) ?? new Set();
      listeners.set(customerId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(customerId) === set) listeners.delete(customerId);
      };
    },

    /** How many streams this customer has open here. */
    openStreams: (customerId: string): number => listeners.get(customerId)?.size ?? 0,

    publish(customerId: string): void {
      for (const listener of listeners.get(customerId) ?? []) listener();
    },

    /** The LISTEN connection came back after a drop: messages may have been missed, so every stream refreshes. */
    publishAll(): void {
      for (const set of listeners.values()) for (const listener of set) listener();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
