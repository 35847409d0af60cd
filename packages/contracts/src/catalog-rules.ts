import type { ProductImage } from './catalog.ts';
import { LOW_STOCK_THRESHOLD } from './limits.ts';

/** fileId the old catalogue used for "no picture"; entries with it are dropped (spec 1 §3). */
export const PLACEHOLDER_FILE_ID = 'default-placeholder';

export function isValidProductImage(image: Partial<ProductImage> | null | undefined): image is ProductImage {
  return Boolean(image?.url) && Boolean(image?.fileId) && image?.fileId !== PLACEHOLDER_FILE_ID;
}

export function validProductImages(images: ReadonlyArray<Partial<ProductImage> | null | undefined>): ProductImage[] {
  return images.filter(isValidProductImage);
}

/** 'None' (any case) or empty means the product shows no banner ribbon. */
export function hasBanner(banner: string): boolean {
  const trimmed = banner.trim();
  return trimmed !== '' && trimmed.toLowerCase() !== 'none';
}

export type RibbonColour = 'orange' | 'red';
export function ribbonColour(banner: string): RibbonColour {
  return banner.toLowerCase().includes('clearance') ? 'orange' : 'red';
}

function normalisedBanner(banner: string): string {
  return banner.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Stable pseudo-random pick of 3 or 4 from the product id, so a card keeps its stars between renders. */
function threeOrFour(seed: string): 3 | 4 {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % 2 === 0 ? 3 : 4;
}

/** Card stars: 5 for new arrival, 2 for clearance, otherwise 3 or 4 (spec 1 §9). */
export function cardStarRating(banner: string, productId: string): number {
  const kind = normalisedBanner(banner);
  if (kind === 'newarrival') return 5;
  if (kind.includes('clearance')) return 2;
  return threeOrFour(productId);
}

/** Product page's decorative rating and review count (spec 1 §9). */
export function productPageRating(banner: string, productId: string): { stars: number; reviews: number } {
  const kind = normalisedBanner(banner);
  let hash = 0;
  for (const char of productId) hash = (hash * 131 + char.charCodeAt(0)) >>> 0;
  if (kind === 'newarrival') return { stars: 5, reviews: 400 + (hash % 101) };
  if (kind.includes('clearance')) return { stars: 2, reviews: hash % 100 };
  return { stars: threeOrFour(productId), reviews: 100 + (hash % 301) };
}

export function totalStock(stock: Record<string, number>): number {
  return Object.values(stock).reduce((sum, quantity) => sum + Math.max(0, quantity), 0);
}

/** Stock keys are lower-cased weights (spec 1 §3). */
export function stockKey(weight: string): string {
  return weight.trim().toLowerCase();
}

export function stockForWeight(stock: Record<string, number>, weight: string): number {
  return stock[stockKey(weight)] ?? 0;
}

/** Cart line hint: 'Out of stock' at 0, 'Only {n} left' under 5, nothing otherwise. */
export function lowStockMessage(available: number): string | null {
  if (available <= 0) return 'Out of stock';
  if (available < LOW_STOCK_THRESHOLD) return `Only ${available} left`;
  return null;
}
