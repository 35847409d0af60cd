import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { freshDatabase } from '../../test/database.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createOutboxMailer, createSmtpMailer } from './mailer.ts';

const mail = (subject: string) => ({ to: 'wanjiku@example.test', subject, text: 'Hello', html: '<p>Hello</p>' });

describe('a mail sent again for the same cause (a worker killed after sending, before its job was marked done)', () => {
  let database: Database;
  let sink: SmtpSink;
  beforeAll(async () => {
    database = await freshDatabase();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await database.close();
    await sink.close();
  });

  it('is kept once in the local outbox; mails without a cause are each kept', async () => {
    const mailer = createOutboxMailer(database.db, 'http://localhost:3000');
    await mailer.send(mail('Payment received for ORD-1'), { key: 'order.mail:paid:ORD-1' });
    await mailer.send(mail('Payment received for ORD-1'), { key: 'order.mail:paid:ORD-1' });
    await mailer.send(mail('Your code'));
    await mailer.send(mail('Your code'));
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Payment received for ORD-1'))).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Your code'))).toHaveLength(2);
  });

  it('carries one Message-ID over SMTP, so the customer\'s mail client shows it once', async () => {
    const mailer = createSmtpMailer(sink.url, 'Mitumba <no-reply@mitumba.local>');
    await mailer.send(mail('Back in stock: Rare Bale'), { key: 'waitlist.notice:entry-1' });
    await mailer.send(mail('Back in stock: Rare Bale'), { key: 'waitlist.notice:entry-1' });
    await mailer.send(mail('Back in stock: Rare Bale'), { key: 'waitlist.notice:entry-2' });
    const ids = sink.mails.filter((received) => received.subject === 'Back in stock: Rare Bale').map((received) => /^Message-ID: (.*)$/im.exec(received.raw)?.[1]?.trim());
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^<[0-9a-f]{32}@/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
