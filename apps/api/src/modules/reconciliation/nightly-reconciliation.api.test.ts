import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp } from '../../test/admin.ts';
import { startTestApp, startTestAppWithSandbox } from '../../test/app.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { pastDay, recordPaid, statementControl } from './reconciliation.test-support.ts';

/** The morning check over real SMTP: a summary to the admins only for a day that differs, and once per day. */
let sink: SmtpSink;
/** The providers' emulators run in a shop of their own: a shop sending real mail is not a demo shop, which mounts none. */
let providers: Awaited<ReturnType<typeof startTestAppWithSandbox>>;
let setup: Awaited<ReturnType<typeof startAdminTestApp>>;
const differing = pastDay(2);
const agreeing = pastDay(5);
/** The morning after a day: 06:00 Nairobi. */
const morningAfter = (day: ReturnType<typeof pastDay>) => day.at(24 + 6);

beforeAll(async () => {
  sink = await startSmtpSink();
  providers = await startTestAppWithSandbox();
  const sandbox = `${providers.baseUrl}/sandbox`;
  setup = await startAdminTestApp(() => startTestApp({
    SMTP_URL: sink.url, MPESA_BASE_URL: `${sandbox}/mpesa`, PAYSTACK_BASE_URL: `${sandbox}/paystack`, STRIPE_API_BASE: `${sandbox}/stripe`, RAZORPAY_BASE_URL: `${sandbox}/razorpay`,
  }));
  const db = setup.ctx.database.db;
  const paystack = `${sandbox}/paystack`;
  await statementControl(paystack, { reference: 'MTB-night-ok', amount: 20_000, at: agreeing.at(8).toISOString() });
  await recordPaid(db, { provider: 'paystack', providerRef: 'MTB-night-ok', amountCents: 20_000, at: agreeing.at(8) });
  await recordPaid(db, { provider: 'paystack', providerRef: 'MTB-night-absent', amountCents: 35_000, at: differing.at(8) });
});
afterAll(async () => {
  await setup.ctx.close();
  await providers.close();
  await sink.close();
});

describe('the nightly reconciliation', () => {
  it('sends nothing for a day where everything agrees', async () => {
    expect(await setup.ctx.app.services.reconciliation.nightly(morningAfter(agreeing))).toEqual({ date: agreeing.date, mailed: 0 });
    await setup.ctx.app.outbox.drain();
    expect(sink.mails.filter((mail) => mail.subject.startsWith('Reconciliation'))).toEqual([]);
  });

  it('e-mails the admin the summary of a day that differs, and a second run sends nothing more', async () => {
    const nightly = setup.ctx.app.services.reconciliation.nightly;
    expect(await nightly(morningAfter(differing))).toEqual({ date: differing.date, mailed: 1 });
    const mail = await sink.waitFor((received) => received.subject === `Reconciliation ${differing.date}: 1 difference`);
    expect(mail.to).toEqual([setup.adminUser.email]);
    expect(mail.text).toContain('Paystack: Paid here but absent there');
    expect(mail.text).toContain(`/admin/reconciliation?date=${differing.date}`);

    await nightly(morningAfter(differing));
    await setup.ctx.app.outbox.drain();
    expect(sink.mails.filter((received) => received.subject.startsWith(`Reconciliation ${differing.date}`))).toHaveLength(1);
  });
});
