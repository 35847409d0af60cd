import { EMAIL_MESSAGE, PASSWORD_MIN_LENGTH } from '@mitumba/contracts';
import { phrases } from './define.ts';

/** The field messages of the contracts' schemas that the storefront's forms show (found again by their English). */
export const validationPhrases = phrases({
  'field.email': { en: EMAIL_MESSAGE, sw: 'Tafadhali weka barua pepe sahihi' },
  'field.password': { en: 'Please enter your password', sw: 'Tafadhali weka nenosiri lako' },
  'field.currentPassword': { en: 'Please enter your current password', sw: 'Tafadhali weka nenosiri lako la sasa' },
  'field.passwordShort': { en: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, sw: `Nenosiri liwe na angalau herufi ${PASSWORD_MIN_LENGTH}` },
  'field.passwordLong': { en: 'Password must be at most 128 characters', sw: 'Nenosiri lisizidi herufi 128' },
  'field.name': { en: 'Please enter your name', sw: 'Tafadhali weka jina lako' },
  'field.nameLong': { en: 'Name must be at most 80 characters', sw: 'Jina lisizidi herufi 80' },
  'field.phone10': { en: 'Please enter a valid 10-digit phone number starting with 0.', sw: 'Tafadhali weka nambari sahihi ya simu yenye tarakimu 10 inayoanza na 0.' },
  'field.phone': { en: 'Please enter a valid phone number starting with 0.', sw: 'Tafadhali weka nambari sahihi ya simu inayoanza na 0.' },
  'field.phoneRequired': { en: 'Phone number is required', sw: 'Nambari ya simu inahitajika' },
  'field.otp': { en: 'Please enter a valid 6-digit OTP', sw: 'Tafadhali weka OTP sahihi yenye tarakimu 6' },
  'field.code': { en: 'Please enter a valid 6-digit code', sw: 'Tafadhali weka msimbo sahihi wenye tarakimu 6' },
  'field.firstName': { en: 'First name is required', sw: 'Jina la kwanza linahitajika' },
  'field.lastName': { en: 'Last name is required', sw: 'Jina la mwisho linahitajika' },
  'field.street': { en: 'Street address is required', sw: 'Anwani ya mtaa inahitajika' },
  'field.county': { en: 'County is required', sw: 'Kaunti inahitajika' },
  'field.subCounty': { en: 'Sub-County is required', sw: 'Kaunti ndogo inahitajika' },
  'field.language': { en: 'Language must be English (en) or Kiswahili (sw)', sw: 'Lugha iwe Kiingereza (en) au Kiswahili (sw)' },
  'field.sms': { en: 'SMS messages must be on or off', sw: 'Ujumbe wa SMS uwe umewashwa au umezimwa' },
  'field.referralPhone': { en: 'Referral phone must contain digits only', sw: 'Nambari ya simu ya aliyekualika iwe tarakimu tu' },
  'request.invalidJson': { en: 'The request body is not valid JSON.', sw: 'Ombi lililotumwa halisomeki (si JSON sahihi).' },
});
