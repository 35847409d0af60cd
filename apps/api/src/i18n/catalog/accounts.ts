import { phrases, templates } from './define.ts';

/** Signing in, signing up, codes and the profile: what the account screens are answered. */
export const accountPhrases = phrases({
  'login.invalid': { en: 'Invalid email or password', sw: 'Barua pepe au nenosiri si sahihi' },
  'login.suspended': { en: 'Your account has been suspended. Please contact support.', sw: 'Akaunti yako imesimamishwa. Tafadhali wasiliana na huduma kwa wateja.' },
  'session.expired': { en: 'Session expired – please log in again.', sw: 'Muda wako wa kuingia umeisha – tafadhali ingia tena.' },
  'session.again': { en: 'Please log in again.', sw: 'Tafadhali ingia tena.' },
  'signup.phoneTaken': { en: 'Phone number already registered', sw: 'Nambari hii ya simu tayari imesajiliwa' },
  'signup.verified': { en: 'This account is already verified. Please log in.', sw: 'Akaunti hii tayari imethibitishwa. Tafadhali ingia.' },
  'otp.expired': { en: 'This code has expired. Please request a new OTP.', sw: 'Msimbo huu umeisha muda wake. Tafadhali omba OTP mpya.' },
  'otp.tooMany': { en: 'Too many wrong codes. Please request a new OTP.', sw: 'Umekosea msimbo mara nyingi mno. Tafadhali omba OTP mpya.' },
  'password.wrongCurrent': { en: 'Your current password is not correct.', sw: 'Nenosiri lako la sasa si sahihi.' },
  'profile.emailElsewhere': {
    en: 'To change your e-mail address, use Change e-mail: we send a code to the new address first.',
    sw: 'Kubadilisha barua pepe yako, tumia "Badilisha barua pepe": tutatuma msimbo kwa anwani mpya kwanza.',
  },
});

export const accountTemplates = templates({
  'login.locked': {
    en: (v: { minutes: number }) => `Too many failed attempts. Try again in ${v.minutes} ${v.minutes === 1 ? 'minute' : 'minutes'}.`,
    sw: (v: { minutes: number }) => `Umejaribu mara nyingi bila mafanikio. Jaribu tena baada ya dakika ${v.minutes}.`,
  },
});
