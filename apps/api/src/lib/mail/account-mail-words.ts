import { DEFAULT_LANGUAGE, OTP_SECONDS, SUPPORT_EMAIL, SUPPORT_PHONE, isLanguage, type Language } from '@mitumba/contracts';

const minutes = Math.round(OTP_SECONDS / 60);

/**
 * The words of the account and waitlist e-mails in each language (decision 0046): the sign-up code, the password
 * reset, the welcome, the e-mail change, the notices about the address and the password, and the back-in-stock
 * notice. English as it always was.
 */
const english = {
  hello: (name: string) => `Hello ${name},`,
  footer: 'Mitumba · Gikomba Market, Nairobi · You receive this because of your account with us.',
  otpSubject: (code: string) => `Your Mitumba verification code: ${code}`,
  otpHeading: 'Verify your e-mail',
  otpUse: `Use this code to verify your Mitumba account. It expires in ${minutes} minutes.`,
  otpNotYou: 'If you did not sign up, ignore this e-mail.',
  resetSubject: 'Reset your Mitumba password',
  resetHeading: 'Reset your password',
  resetAsked: 'We received a request to reset your Mitumba password. The link works once, for 30 minutes.',
  resetNotYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  resetButton: 'Reset password',
  welcomeSubject: 'Welcome to Mitumba',
  welcomeHello: (name: string) => `Karibu, ${name}!`,
  welcomeVerified: 'Your account is verified. Fresh bales and hand-picked pieces arrive every week.',
  startShopping: 'Start shopping',
  backSubject: (name: string) => `Back in stock: ${name}`,
  backHeading: 'Back in stock',
  backNews: (name: string, weight: string) => `Good news: ${name} (${weight}) is back in stock. Stock is limited, so be quick.`,
  viewItem: 'View the item',
  changeSubject: (code: string) => `Your Mitumba code to confirm this e-mail: ${code}`,
  changeHeading: 'Confirm your new e-mail',
  changeEnter: (to: string) => `Enter this code on your Mitumba profile to make ${to} your account's e-mail address. It expires in ${minutes} minutes.`,
  changeNotYou: 'If you did not ask for this, ignore this e-mail: nothing changes without the code.',
  changedSubject: 'Your Mitumba e-mail address was changed',
  changedHeading: 'Your e-mail address was changed',
  changedNow: (email: string) => `The e-mail address of your Mitumba account is now ${email}. Other devices were logged out.`,
  notYou: `If this was not you, reset your password at once and contact us on ${SUPPORT_PHONE} or ${SUPPORT_EMAIL}.`,
  helloThere: 'Hello,',
  inUseSubject: 'Someone tried to use your e-mail on Mitumba',
  inUseHeading: 'Your e-mail is already in use',
  inUseAsked: 'Someone asked to move a Mitumba account to this e-mail address. This address already has an account, so nothing was changed.',
  inUseForgot: 'If you forgot your password, you can reset it.',
  existingSubject: 'You already have a Mitumba account',
  existingHeading: 'You already have an account',
  existingTried: 'Someone tried to create a Mitumba account with this e-mail address. You already have one, so no new account was made.',
  existingLogIn: 'Log in as usual, or reset your password if you forgot it.',
  passwordSubject: 'Your Mitumba password was changed',
  passwordHeading: 'Your password was changed',
  passwordChanged: 'The password of your Mitumba account was just changed. Other devices were logged out.',
};

export type AccountMailWords = typeof english;

const swahili: AccountMailWords = {
  hello: (name) => `Habari ${name},`,
  footer: 'Mitumba · Soko la Gikomba, Nairobi · Unapokea barua hii kwa sababu ya akaunti yako kwetu.',
  otpSubject: (code) => `Msimbo wako wa kuthibitisha Mitumba: ${code}`,
  otpHeading: 'Thibitisha barua pepe yako',
  otpUse: `Tumia msimbo huu kuthibitisha akaunti yako ya Mitumba. Unaisha baada ya dakika ${minutes}.`,
  otpNotYou: 'Kama hukujisajili, puuza barua pepe hii.',
  resetSubject: 'Badilisha nenosiri lako la Mitumba',
  resetHeading: 'Badilisha nenosiri lako',
  resetAsked: 'Tumepokea ombi la kubadilisha nenosiri lako la Mitumba. Kiungo kinafanya kazi mara moja, kwa dakika 30.',
  resetNotYou: 'Kama hukuomba hili, puuza barua pepe hii: nenosiri lako halibadiliki.',
  resetButton: 'Badilisha nenosiri',
  welcomeSubject: 'Karibu Mitumba',
  welcomeHello: (name) => `Karibu, ${name}!`,
  welcomeVerified: 'Akaunti yako imethibitishwa. Marobota mapya na nguo zilizochaguliwa kwa mkono zinafika kila wiki.',
  startShopping: 'Anza kununua',
  backSubject: (name) => `Imerudi: ${name}`,
  backHeading: 'Bidhaa imerudi',
  backNews: (name, weight) => `Habari njema: ${name} (${weight}) imerudi. Idadi ni chache, hivyo wahi.`,
  viewItem: 'Tazama bidhaa',
  changeSubject: (code) => `Msimbo wako wa Mitumba wa kuthibitisha barua pepe hii: ${code}`,
  changeHeading: 'Thibitisha barua pepe yako mpya',
  changeEnter: (to) => `Weka msimbo huu kwenye wasifu wako wa Mitumba ili ${to} iwe barua pepe ya akaunti yako. Unaisha baada ya dakika ${minutes}.`,
  changeNotYou: 'Kama hukuomba hili, puuza barua pepe hii: hakuna kinachobadilika bila msimbo.',
  changedSubject: 'Barua pepe ya akaunti yako ya Mitumba imebadilishwa',
  changedHeading: 'Barua pepe yako imebadilishwa',
  changedNow: (email) => `Barua pepe ya akaunti yako ya Mitumba sasa ni ${email}. Vifaa vingine vimetolewa kwenye akaunti.`,
  notYou: `Kama si wewe, badilisha nenosiri lako mara moja na uwasiliane nasi kwa ${SUPPORT_PHONE} au ${SUPPORT_EMAIL}.`,
  helloThere: 'Habari,',
  inUseSubject: 'Mtu amejaribu kutumia barua pepe yako kwenye Mitumba',
  inUseHeading: 'Barua pepe yako tayari inatumika',
  inUseAsked: 'Mtu ameomba kuhamishia akaunti ya Mitumba kwenye barua pepe hii. Barua pepe hii tayari ina akaunti, kwa hivyo hakuna kilichobadilishwa.',
  inUseForgot: 'Kama umesahau nenosiri lako, unaweza kulibadilisha.',
  existingSubject: 'Tayari una akaunti ya Mitumba',
  existingHeading: 'Tayari una akaunti',
  existingTried: 'Mtu amejaribu kufungua akaunti ya Mitumba kwa barua pepe hii. Tayari una akaunti, kwa hivyo hakuna akaunti mpya iliyofunguliwa.',
  existingLogIn: 'Ingia kama kawaida, au badilisha nenosiri lako kama umelisahau.',
  passwordSubject: 'Nenosiri lako la Mitumba limebadilishwa',
  passwordHeading: 'Nenosiri lako limebadilishwa',
  passwordChanged: 'Nenosiri la akaunti yako ya Mitumba limebadilishwa sasa hivi. Vifaa vingine vimetolewa kwenye akaunti.',
};

export const accountMailWords: Readonly<Record<Language, AccountMailWords>> = { en: english, sw: swahili };

/** The language an account is written to: its own (`users.language`), else English. */
export const accountLanguage = (account: { language?: string | null | undefined } | undefined): Language =>
  isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE;
