import type { FastifyBaseLogger } from 'fastify';
import type { AfricasTalkingConfig } from './config.ts';
import type { PendingReport, SmsStore } from './store.ts';

/**
 * Delivery reports as Africa's Talking sends them (payouts-and-messaging.md §5): a form-encoded POST to the dashboard's
 * callback URL a short while after the send, unsigned. A report not answered 2xx is tried again (up to 5 tries, the
 * wait doubling). Pending reports live in the store, so a restart sends those that came due meanwhile.
 */
const MAX_TRIES = 5;
const REQUEST_TIMEOUT_MS = 10_000;

export function createReportSender(config: AfricasTalkingConfig, store: SmsStore, log: FastifyBaseLogger, save: () => void) {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const callbackUrl = () => store.dashboard.callbackUrl ?? config.callbackUrl;

  async function post(report: PendingReport): Promise<boolean> {
    const message = store.byId(report.messageId);
    if (!message) return true;
    const body = new URLSearchParams({
      id: report.messageId, status: report.status, phoneNumber: message.to, networkCode: '63902',
      failureReason: report.status === 'Failed' ? 'DeliveryFailure' : '', retryCount: String(report.tries),
    });
    try {
      const response = await fetch(callbackUrl(), {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok;
    } catch (error) {
      log.warn({ err: error }, 'sandbox africastalking: delivery report not delivered');
      return false;
    }
  }

  async function attempt(report: PendingReport): Promise<void> {
    if (closed) return;
    const done = await post(report);
    if (closed) return;
    report.tries += 1;
    if (done || report.tries >= MAX_TRIES) {
      store.reports.delete(report.messageId);
      const message = store.byId(report.messageId);
      if (message && done) message.delivery = report.status;
    } else {
      report.dueAt = Date.now() + config.reportDelayMs * 2 ** report.tries;
      arm(report);
    }
    save();
  }

  function arm(report: PendingReport): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(report);
    }, Math.max(0, report.dueAt - Date.now()));
    timer.unref();
    timers.add(timer);
  }

  return {
    /** Sends `messageId`'s report after the configured delay. */
    schedule(messageId: string, status: PendingReport['status']): void {
      const report = { messageId, status, dueAt: Date.now() + config.reportDelayMs, tries: 0 };
      store.reports.set(messageId, report);
      arm(report);
    },
    resume: () => store.reports.forEach(arm),
    callbackUrl,
    close(): void {
      closed = true;
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}

export type ReportSender = ReturnType<typeof createReportSender>;
