/** Catalogue constants with no zod, so the web app's first load can use them without the schema library. */
export const categories = ['Men', 'Ladies', 'Kids'] as const;
export type Category = (typeof categories)[number];

/** The ~13 brand labels the filter panel always lists (spec 1 §2 Collection); more come from the data. */
export const brandLabels = [
  'Nike', 'Adidas', 'Puma', 'Levi\'s', 'Zara', 'H&M', 'Tommy Hilfiger', 'Ralph Lauren',
  'Gap', 'Under Armour', 'Columbia', 'The North Face', 'Calvin Klein',
] as const;

export const productSorts = ['newest', 'relevant', 'low-high', 'high-low'] as const;
export type ProductSort = (typeof productSorts)[number];
