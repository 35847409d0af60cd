import { describe, expect, it } from 'vitest';
import { jsonNotification, type AttemptOutcomeState, type AttemptRequest, type CallbackResult, type PaymentProvider } from './provider.ts';

/**
 * What every payment provider must do against its emulator (DESIGN §8), shared by the provider test files:
 * initiate → pending with a provider reference; the callback for a paid, a declined and a timed-out payment
 * parses to the right state with a stable dedupe key; the status query agrees; anything else is rejected.
 */
export type ProviderHarness = {
  provider: () => PaymentProvider;
  /** An attempt the emulator will settle with this outcome (by its test-control convention, e.g. the phone). */
  attempt: (outcome: 'paid' | 'declined' | 'timeout') => AttemptRequest;
  /** The parsed callbacks that reached the test's receiver for this reference so far (waiting a little). */
  callbacks: (providerRef: string) => Promise<CallbackResult[]>;
  /** Bodies that must not be accepted: malformed, or with a bad signature where the provider signs. */
  forgedBodies: () => unknown[];
  declinedState: AttemptOutcomeState;
  /**
   * For a provider whose payments are settled on its own page (cards): settles the initiated payment with this
   * outcome (the emulator's page or admin API), right after `initiate`.
   */
  settle?: (providerRef: string, outcome: 'paid' | 'declined' | 'timeout') => Promise<void>;
  /** False for a provider that sends nothing when a payment fails (Paystack): its failures are known by the status call only. */
  notifiesFailures?: boolean;
  /** What the status call says of a payment nobody finished (default expired; Paystack's "abandoned" stays pending until our job expires it). */
  timeoutState?: AttemptOutcomeState;
};

export function providerContract(name: string, harness: ProviderHarness): void {
  describe(`${name} passes the provider contract`, () => {
    it('initiates: a provider reference, pending, and what the customer does next', async () => {
      const initiated = await harness.provider().initiate(harness.attempt('paid'));
      expect(initiated.providerRef).toEqual(expect.any(String));
      expect(initiated.outcome.state).toBe('pending');
      expect(initiated.nextAction.kind).not.toBe('none');
      // Let it finish: a provider may refuse a second request for a customer with one still open.
      await harness.callbacks(initiated.providerRef);
    });

    it.each([
      ['paid', 'paid'],
      ['declined', harness.declinedState],
      ['timeout', 'expired'],
    ] as const)('reports a %s payment by callback and by status query alike', async (outcome, state) => {
      const request = harness.attempt(outcome);
      const initiated = await harness.provider().initiate(request);
      await harness.settle?.(initiated.providerRef, outcome);
      const queried = outcome === 'timeout' ? (harness.timeoutState ?? state) : state;
      if (outcome === 'paid' || harness.notifiesFailures !== false) {
        const [callback] = await harness.callbacks(initiated.providerRef);
        expect(callback).toMatchObject({ accepted: true, providerRef: initiated.providerRef, outcome: { state: queried } });
        if (callback?.accepted && state === 'paid') expect(callback.outcome.amountCents).toBe(request.amountCents);
      }
      // A provider without a status call (KCB Buni) is known by its callbacks alone.
      if (harness.provider().capabilities.statusQuery) expect((await harness.provider().queryStatus(initiated.providerRef)).state).toBe(queried);
    });

    it('gives a repeated callback the same dedupe key', async () => {
      const initiated = await harness.provider().initiate(harness.attempt('paid'));
      await harness.settle?.(initiated.providerRef, 'paid');
      const [callback] = await harness.callbacks(initiated.providerRef);
      expect(callback?.accepted).toBe(true);
      const again = (await harness.callbacks(initiated.providerRef))[0];
      if (callback?.accepted && again?.accepted) expect(again.dedupeKey).toBe(callback.dedupeKey);
    });

    it('rejects what is not a genuine callback', () => {
      for (const body of harness.forgedBodies()) expect(harness.provider().parseCallback(jsonNotification(body)).accepted).toBe(false);
    });
  });
}
