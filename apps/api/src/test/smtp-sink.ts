import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

/** Decodes one MIME part body by its Content-Transfer-Encoding. */
function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Splits a raw message into its text/plain and text/html parts (enough for the shop's own mails). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const parts = { text: '', html: '' };
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [headers = '', ...bodyLines] = part.split(/\r?\n\r?\n/);
    const type = /Content-Type: text\/(plain|html)/i.exec(headers)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1] ?? '7bit';
    const body = bodyLines.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    parts[type === 'plain' ? 'text' : 'html'] = decodeBody(body, encoding);
  }
  return { to, subject: decodeMimeWords(subject), ...parts, raw };
}

function decodeMimeWords(text: string): string {
  return text.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, value: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(value, 'base64').toString('utf8')
      : decodeBody(value.replace(/_/g, ' '), 'quoted-printable'));
}

/** A real SMTP server on loopback that keeps every message it receives, for tests. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: { predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((rcpt) => rcpt.address));
        mails.push(mail);
        for (const waiter of waiters.filter((candidate) => candidate.predicate(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail (already received or still to come) that matches, or a rejection after `timeoutMs`. */
    waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const existing = mails.find(predicate);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived')), timeoutMs);
        waiters.push({ predicate, resolve: (mail) => { clearTimeout(timer); resolve(mail); } });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
