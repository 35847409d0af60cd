import type { Language } from '@mitumba/contracts';
import { accountMailWords, type AccountMailWords } from './account-mail-words.ts';
import type { Mail } from './mailer.ts';
import { mailHtml } from './layout.ts';

/** Mails that tell an account's owner about changes to how they sign in (and about attempts to misuse the address). */

const resetButton = (w: AccountMailWords, shopUrl: string) => ({ label: w.resetButton, url: `${shopUrl}/forgotpassword` });

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
export function emailInUseMail(to: string, shopUrl: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  return mail(to, w.inUseSubject, w.inUseHeading, [w.helloThere, w.inUseAsked, w.inUseForgot], { button: resetButton(w, shopUrl) });
}

/** Sent instead of a sign-up code when the address already has an account, so sign-up reveals nothing. */
export function signupExistingMail(to: string, name: string, shopUrl: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  return mail(to, w.existingSubject, w.existingHeading, [w.hello(name), w.existingTried, w.existingLogIn], { button: resetButton(w, shopUrl) });
}

/** Sent to the old address once the account has moved to a new one. */
export function emailChangedMail(to: string, name: string, newEmail: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  return mail(to, w.changedSubject, w.changedHeading, [w.hello(name), w.changedNow(newEmail), w.notYou], { footer: w.footer });
}

export function passwordChangedMail(to: string, name: string, shopUrl: string, language: Language = 'en'): Mail {
  const w = accountMailWords[language];
  return mail(to, w.passwordSubject, w.passwordHeading, [w.hello(name), w.passwordChanged, w.notYou], { button: resetButton(w, shopUrl) });
}
