import { phrases, templates } from './define.ts';

/** Coupons, price offers, the waitlist and favourites: what those answers and refusals say. */
export const shoppingPhrases = phrases({
  'coupon.enterCode': { en: 'Please enter a coupon code or proceed without it.', sw: 'Tafadhali weka msimbo wa kuponi au endelea bila kuponi.' },
  'coupon.applied': { en: 'Coupon applied', sw: 'Kuponi imetumika' },
  'coupon.recorded': { en: 'Coupon recorded with your order', sw: 'Kuponi imehifadhiwa pamoja na oda yako' },
  'coupon.notRecorded': { en: 'Coupon usage could not be recorded', sw: 'Imeshindikana kuhifadhi matumizi ya kuponi' },
  'coupon.invalid': { en: 'Invalid coupon code', sw: 'Msimbo wa kuponi si sahihi' },
  'coupon.expired': { en: 'This coupon has expired', sw: 'Kuponi hii imeisha muda wake' },
  'coupon.usedUp': { en: 'This coupon has been fully used', sw: 'Kuponi hii imeshatumika yote' },
  'coupon.usedByYou': { en: 'You have already used this coupon', sw: 'Tayari umeshatumia kuponi hii' },
  'offer.submitted': { en: 'Offer submitted. We will review it shortly.', sw: 'Ofa yako imetumwa. Tutaikagua hivi karibuni.' },
  'offer.clearanceOnly': { en: 'Offers are taken on clearance items only.', sw: 'Ofa zinapokelewa kwa bidhaa za punguzo (clearance) tu.' },
  'offer.pending': { en: 'You already have an offer pending review for this item.', sw: 'Tayari una ofa inayosubiri kukaguliwa kwa bidhaa hii.' },
  'offer.enterPrice': { en: 'Please enter a price', sw: 'Tafadhali weka bei' },
  'offer.usedOrExpired': {
    en: 'An accepted offer in your cart has expired or was already used. Please review your cart.',
    sw: 'Ofa iliyokubaliwa kwenye kapu lako imeisha muda au imeshatumika. Tafadhali kagua kapu lako.',
  },
  'waitlist.joined': {
    en: 'You have joined the waitlist. We will e-mail you when it is back in stock.',
    sw: 'Umejiunga na orodha ya kusubiri. Tutakutumia barua pepe bidhaa ikirudi.',
  },
  'waitlist.removed': { en: 'Removed from waitlist', sw: 'Umeondolewa kwenye orodha ya kusubiri' },
  'waitlist.inStock': { en: 'This item is in stock: add it to your cart instead.', sw: 'Bidhaa hii ipo: iweke kwenye kapu lako badala yake.' },
  'waitlist.already': { en: 'You are already on the waitlist for this item.', sw: 'Tayari uko kwenye orodha ya kusubiri bidhaa hii.' },
  'waitlist.notFound': { en: 'Waitlist entry not found', sw: 'Hukupatikana kwenye orodha ya kusubiri' },
  'favourites.productNotFound': { en: 'Product not found', sw: 'Bidhaa haikupatikana' },
  'favourites.tooMany': { en: 'At most 200 favourites at once', sw: 'Vipendwa visizidi 200 kwa wakati mmoja' },
});

export const shoppingTemplates = templates({
  'coupon.minimum': {
    en: (v: { minimum: string }) => `This coupon needs a cart of at least ${v.minimum}`,
    sw: (v: { minimum: string }) => `Kuponi hii inahitaji kapu la angalau ${v.minimum}`,
  },
  'offer.range': {
    en: (v: { min: number; max: number }) => `Please enter a price between ${v.min} and ${v.max}`,
    sw: (v: { min: number; max: number }) => `Tafadhali weka bei kati ya ${v.min} na ${v.max}`,
  },
});
