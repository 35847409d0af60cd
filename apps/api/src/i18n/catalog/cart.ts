import { MAX_PER_PRODUCT_WEIGHT } from '@mitumba/contracts';
import { phrases, templates } from './define.ts';

type Line = { name: string; weight: string };
type Held = Line & { available: number };
const only = { en: (v: Held) => `Only ${v.available} units available for ${v.name} (${v.weight})`, sw: (v: Held) => `Zimebaki ${v.available} tu za ${v.name} (${v.weight})` };

/** The cart's words: what adding, changing and checking the cart answers. */
export const cartPhrases = phrases({
  'cart.added': { en: 'Product added to cart successfully', sw: 'Bidhaa imeongezwa kwenye kapu' },
  'cart.updated': { en: 'Cart updated', sw: 'Kapu limesasishwa' },
  'cart.removed': { en: 'Item removed from cart', sw: 'Bidhaa imeondolewa kwenye kapu' },
  'cart.outOfStock': { en: 'Item currently out of stock', sw: 'Bidhaa hii imeisha kwa sasa' },
  'cart.cap': {
    en: `You can only add a product to the cart up to ${MAX_PER_PRODUCT_WEIGHT} times.`,
    sw: `Unaweza kuweka bidhaa moja kwenye kapu mara ${MAX_PER_PRODUCT_WEIGHT} tu.`,
  },
  'cart.login': { en: 'Please Login to add items to the cart.', sw: 'Tafadhali ingia kwenye akaunti yako ili uweke bidhaa kwenye kapu.' },
  'cart.productGone': { en: 'An item in your cart is no longer sold and was removed.', sw: 'Bidhaa moja kwenye kapu lako haiuzwi tena, tumeiondoa.' },
  'cart.selectWeight': { en: 'Select Product Weight', sw: 'Chagua uzito wa bidhaa' },
  'cart.pleaseSelectWeight': { en: 'Please select a weight', sw: 'Tafadhali chagua uzito' },
});

export const cartTemplates = templates({
  'cart.onlyAvailable': only,
  'cart.lowered': {
    en: (v: Held) => `${only.en(v)}: your cart now holds ${v.available}.`,
    sw: (v: Held) => `${only.sw(v)}: kapu lako sasa lina ${v.available}.`,
  },
  'cart.invalidImages': {
    en: (v: { name: string }) => `${v.name} was removed from your cart: the product has invalid images.`,
    sw: (v: { name: string }) => `${v.name} imeondolewa kwenye kapu lako: picha za bidhaa hii si sahihi.`,
  },
  'cart.weightGone': {
    en: (v: Line) => `${v.name} (${v.weight}) is no longer sold and was removed from your cart.`,
    sw: (v: Line) => `${v.name} (${v.weight}) haiuzwi tena, tumeiondoa kwenye kapu lako.`,
  },
  'cart.soldOut': {
    en: (v: Line) => `${v.name} (${v.weight}) is out of stock and was removed from your cart.`,
    sw: (v: Line) => `${v.name} (${v.weight}) imeisha, tumeiondoa kwenye kapu lako.`,
  },
  'cart.chooseWeight': {
    en: (v: { name: string; weights: string }) => `Select Product Weight: ${v.name} comes in ${v.weights}.`,
    sw: (v: { name: string; weights: string }) => `Chagua uzito wa bidhaa: ${v.name} inapatikana kwa ${v.weights}.`,
  },
});
