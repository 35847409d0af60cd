import type { Page } from 'playwright-core';
import type { SmtpSink } from '../../apps/api/src/test/smtp-sink.ts';

export type ReceivedMail = Awaited<ReturnType<SmtpSink['waitFor']>>;

export type Account = { name: string; email: string; phone: string; password: string };

let counter = 0;

/** A new customer nobody has registered yet: unique e-mail and a 07… phone (the form's own format). */
export function newAccount(tag: string): Account {
  counter += 1;
  const stamp = `${Date.now() % 1e6}`.padStart(6, '0');
  const serial = `${(process.pid + counter) % 100}`.padStart(2, '0');
  return {
    name: `Amina ${tag[0]!.toUpperCase()}${tag.slice(1)}`,
    email: `e2e-${tag}-${stamp}-${counter}@mitumba.test`,
    phone: `07${stamp}${serial}`,
    password: 'Karibu#2024',
  };
}

/** The 6-digit code of a verification mail. */
export function otpFrom(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}"`);
  return code;
}

/** The reset link of a password-reset mail. */
export function resetLinkFrom(mail: ReceivedMail): URL {
  const link = /https?:\/\/[^\s"'<>]+\/resetpassword\/[^\s"'<>]+/.exec(mail.text || mail.html)?.[0];
  if (!link) throw new Error(`No /resetpassword/ link in the mail "${mail.subject}"`);
  return new URL(link);
}

export const mailTo = (email: string) => (mail: ReceivedMail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase());

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${json.message}`);
  return json;
}

/** Registers and verifies an account through the API (for journeys that are not about signing up). */
export async function createVerifiedAccount(baseUrl: string, sink: SmtpSink, account: Account): Promise<Account> {
  await post(baseUrl, '/api/user/register', account);
  const mail = await sink.waitFor(mailTo(account.email));
  await post(baseUrl, '/api/user/verify-otp', { email: account.email, otp: otpFrom(mail) });
  return account;
}

/** Logs in through the API and hands the token to the page the way the app stores it (spec 1 §3 keys). */
export async function logInWithToken(page: Page, baseUrl: string, account: Account): Promise<void> {
  const { token } = await post<{ token: string }>(baseUrl, '/api/user/login', { email: account.email, password: account.password });
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id: string };
  await page.evaluate(([value, id]) => {
    localStorage.setItem('token', value);
    localStorage.setItem('userId', id);
  }, [token, claims.id] as const);
}

/** Logs in through the Login form of /login (the page must be showing it). */
export async function logInThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email address').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Login' }).click();
}

/** A clean browser state on the shop's origin: no token, attempts or verification left from an earlier journey. */
export async function clearBrowserStorage(page: Page): Promise<void> {
  // Off the app first: a later goto to the URL the page is on would be a reload, which keeps history state.
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
