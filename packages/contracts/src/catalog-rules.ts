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

/** Whole stars filled for a customers' average (4.3 → 4, 4.5 → 5); the average itself is shown beside them. */
export function filledStars(average: number): number {
  return Math.min(5, Math.max(0, Math.round(average)));
}

export function ratingCountText(count: number): string {
  return count === 1 ? '1 rating' : `${count} ratings`;
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
