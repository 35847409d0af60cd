import type { Language } from '@mitumba/contracts';
import { accountMailWords } from './account-mail-words.ts';
import type { Mail } from './mailer.ts';
import { mailHtml } from './layout.ts';

/** Mails that tell an account's owner about changes to how they sign in (and about attempts to misuse the address). */

const notYou = accountMailWords.en.notYou;

function mail(to: string, subject: string, heading: string, paragraphs: string[], extra: { code?: string; button?: { label: string; url: string }; footer?: string } = {}): Mail {
  const lines = [...paragraphs, ...(extra.code ? [extra.code] : []), ...(extra.button ? [extra.button.url] : [])];
  return { to, subject, text: lines.join('\n\n'), html: mailHtml({ heading, paragraphs, ...extra }) };
}

/** The code that confirms a new address, sent to that new address, in the account's language. */
export function emailChangeCodeMail(to: string, name: string, code: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  return mail(to, w.changeSubject(code), w.changeHeading, [w.hello(name), w.changeEnter(to), w.changeNotYou], { code, footer: w.footer });
}

/** Sent instead of a code when the new address already belongs to an account, so the answer reveals nothing. */
export function emailInUseMail(to: string, shopUrl: string): Mail {
  return mail(to, 'Someone tried to use your e-mail on Mitumba', 'Your e-mail is already in use', [
    'Hello,',
    'Someone asked to move a Mitumba account to this e-mail address. This address already has an account, so nothing was changed.',
    'If you forgot your password, you can reset it.',
  ], { button: { label: 'Reset password', url: `${shopUrl}/forgotpassword` } });
}

/** Sent instead of a sign-up code when the address already has an account, so sign-up reveals nothing. */
export function signupExistingMail(to: string, name: string, shopUrl: string): Mail {
  return mail(to, 'You already have a Mitumba account', 'You already have an account', [
    `Hello ${name},`,
    'Someone tried to create a Mitumba account with this e-mail address. You already have one, so no new account was made.',
    'Log in as usual, or reset your password if you forgot it.',
  ], { button: { label: 'Reset password', url: `${shopUrl}/forgotpassword` } });
}

/** Sent to the old address once the account has moved to a new one. */
export function emailChangedMail(to: string, name: string, newEmail: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  return mail(to, w.changedSubject, w.changedHeading, [w.hello(name), w.changedNow(newEmail), w.notYou], { footer: w.footer });
}

export function passwordChangedMail(to: string, name: string, shopUrl: string): Mail {
  return mail(to, 'Your Mitumba password was changed', 'Your password was changed', [
    `Hello ${name},`,
    'The password of your Mitumba account was just changed. Other devices were logged out.',
    notYou,
  ], { button: { label: 'Reset password', url: `${shopUrl}/forgotpassword` } });
}
