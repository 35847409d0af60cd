import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createSmtpMailer } from './mailer.ts';
import { isSingleAddress } from './recipient.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink.close());

const lists = [
  'a@example.test, b@example.test',
  'a@example.test;b@example.test',
  'Wanjiku <wanjiku@example.test>',
  '"Shop" wanjiku@example.test',
  'friends: a@example.test, b@example.test;',
  '<wanjiku@example.test>',
  'wanjiku@example.test\r\nBcc: b@example.test',
  'wanjiku@example.test ',
  'no-at-sign',
  '',
];

describe('the one-recipient guard', () => {
  it('accepts one plain address', () => {
    expect(isSingleAddress('wanjiku@example.test')).toBe(true);
    expect(isSingleAddress('o.otieno+shop@mail.example.co.ke')).toBe(true);
  });

  it.each(lists)('refuses %j', (to) => {
    expect(isSingleAddress(to)).toBe(false);
  });

  it('makes the mailer refuse to send to a list, and send nothing', async () => {
    const mailer = createSmtpMailer(sink.url, 'Mitumba <no-reply@mitumba.local>');
    await expect(mailer.send({ to: 'a@example.test, b@example.test', subject: 'x', text: 'x', html: '<p>x</p>' }))
      .rejects.toMatchObject({ status: 400, message: 'Please enter a valid email address' });
    await mailer.send({ to: 'c@example.test', subject: 'One', text: 'one', html: '<p>one</p>' });
    await sink.waitFor((mail) => mail.subject === 'One');
    expect(sink.mails.flatMap((mail) => mail.to)).toEqual(['c@example.test']);
  });
});
