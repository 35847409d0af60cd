import type { Section } from '../state-file.ts';

/** One SMS to one recipient as the emulator took it: what the phone's inbox shows and what the admin API lists. */
export type SmsRecord = {
  /** Africa's Talking's `ATXid_…`; none when the recipient was refused (no message went out). */
  messageId: string | null;
  to: string;
  from: string | null;
  text: string;
  parts: number;
  statusCode: number;
  status: string;
  cost: string;
  at: string;
  /** The delivery report's status once sent (`Success`, `Failed`), or null. */
  delivery: string | null;
};

/** A delivery report still to send: due at `dueAt` (epoch ms), tried `tries` times. */
export type PendingReport = { messageId: string; status: 'Success' | 'Failed'; dueAt: number; tries: number };

/** The emulator's memory, kept across restarts (decision 0028): messages, the blacklist, reports still to send. */
export function createSmsStore() {
  const messages: SmsRecord[] = [];
  const blacklist = new Set<string>();
  /** Numbers whose first-try fault already happened. */
  const tried = new Set<string>();
  const reports = new Map<string, PendingReport>();
  const dashboard: { callbackUrl: string | null } = { callbackUrl: null };

  const section: Omit<Section, 'resume'> = {
    save: () => ({ messages, blacklist: [...blacklist], tried: [...tried], reports: [...reports.values()], callbackUrl: dashboard.callbackUrl }),
    load(saved) {
      const state = saved as { messages: SmsRecord[]; blacklist: string[]; tried: string[]; reports: PendingReport[]; callbackUrl: string | null };
      messages.push(...state.messages);
      state.blacklist.forEach((number) => blacklist.add(number));
      state.tried.forEach((number) => tried.add(number));
      state.reports.forEach((report) => reports.set(report.messageId, report));
      dashboard.callbackUrl = state.callbackUrl;
    },
  };

  return {
    messages, blacklist, tried, reports, dashboard, section,
    byId: (messageId: string) => messages.find((message) => message.messageId === messageId),
    /** Newest first; only `number`'s when given. */
    inbox: (number?: string) => messages.filter((message) => !number || message.to === number).reverse(),
  };
}

export type SmsStore = ReturnType<typeof createSmsStore>;
