/**
 * What a product's options are (spec 1 calls them all weights): bales come by weight, clothes and shoes by size,
 * children's clothes by age. The picker and its messages name them by what the values say.
 */
export type OptionKind = 'weight' | 'size' | 'age' | 'option';

const WEIGHT = /^\d+(\.\d+)?\s*(kg|kgs|g|lb|lbs)$/i;
/** '2-3Y', '2-3 yrs', '6-12 months', '3M' (a number before the unit: a bare 'M' is a size). */
const AGE = /^\d+(\.\d+)?(\s*[-–]\s*\d+(\.\d+)?)?\s*(y|yr|yrs|years?|m|mo|mos|mths?|months?)$/i;
/** Letter sizes (XS to 5XL), one size, and numbers with an optional system (shoes, waists, UK dress sizes). */
const SIZE = /^((\d?X{0,4}[SL])|M|one size|free size|((uk|eu|us)\s*)?\d+(\.\d+)?)$/i;

function kindOf(value: string): OptionKind {
  const text = value.trim();
  if (WEIGHT.test(text)) return 'weight';
  if (AGE.test(text)) return 'age';
  if (SIZE.test(text)) return 'size';
  return 'option';
}

/** The kind all the values share; a mix, or values of no known kind, are plain options. */
export function optionKind(values: readonly string[]): OptionKind {
  const kinds = new Set(values.map(kindOf));
  const [only] = kinds;
  return kinds.size === 1 && only ? only : 'option';
}

export type OptionMessages = {
  /** The picker's legend. */
  legend: string;
  /** Add to cart with nothing chosen (spec 1 §5, §8: 'Select Product Weight' for weights). */
  chooseToAdd: string;
  /** Offer or waitlist with nothing chosen (spec 1 §5: 'Please select a weight' for weights). */
  chooseFirst: string;
};

const MESSAGES: Record<OptionKind, OptionMessages> = {
  weight: { legend: 'Select Weight', chooseToAdd: 'Select Product Weight', chooseFirst: 'Please select a weight' },
  size: { legend: 'Select Size', chooseToAdd: 'Select Product Size', chooseFirst: 'Please select a size' },
  age: { legend: 'Select Age', chooseToAdd: 'Select Product Age', chooseFirst: 'Please select an age' },
  option: { legend: 'Select Option', chooseToAdd: 'Select Product Option', chooseFirst: 'Please select an option' },
};

export function optionMessages(values: readonly string[]): OptionMessages {
  return MESSAGES[optionKind(values)];
}
