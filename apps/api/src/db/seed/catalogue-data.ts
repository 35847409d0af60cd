/**
 * Turns the hand-written catalogue (catalogue-items.ts) into complete demo products: sizes, prices, stock,
 * banners, bestsellers, dates and photo specs. Deterministic: a seeded PRNG, never Math.random, so every run
 * builds the same catalogue (dates are relative to `now`).
 */
import type { Category } from '@mitumba/contracts';
import { colourways, type ColourwayName, type FabricPattern, type GarmentKind } from './garment-art.ts';
import type { ArtSpec, ImageView } from './image-render.ts';
import { bales, itemGroups, type BaleLine, type ItemGroup, type ItemLine } from './catalogue-items.ts';

export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32: tiny, fast, good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

export type ImageQuirk = 'none' | 'extraPlaceholder' | 'extraEmptyUrl' | 'placeholderOnly';
export type StockProfile = 'plenty' | 'low' | 'partlySoldOut' | 'soldOut' | 'oneOff';

export type ProductSeed = {
  code: string;
  name: string;
  description: string;
  priceCents: number;
  category: Category;
  subCategory: string;
  label: string;
  banner: string;
  bestseller: boolean;
  weights: string[];
  /** Quantity per weight, in the order of `weights`. */
  stock: number[];
  createdAt: Date;
  images: ArtSpec[];
  imageQuirk: ImageQuirk;
};

type Draft = Omit<ProductSeed, 'code' | 'createdAt'> & { isBale: boolean; profile: StockProfile };

const DAY_MS = 86_400_000;
const DEMO_SEED = 20_240_601;
const ORIGINS = ['UK', 'UK', 'UK', 'US', 'Canadian', 'German'];
const CONDITIONS = [
  'Very clean, with no stains, holes or fading.',
  'Gently worn; the colour is still rich and every seam is intact.',
  'Like new: washed, steamed and checked at every seam.',
  'Minimal signs of wear; the fabric is soft and strong.',
];
const DEFAULT_ALTERNATES: ColourwayName[] = [
  'navy', 'charcoal', 'olive', 'terracotta', 'rose', 'sky', 'mustard', 'teal', 'burgundy',
];
const VIEWS: ImageView[] = ['front', 'tilted', 'detail'];

/** Whole shillings rounded to 50, as stalls price them. */
function priceInRange(random: Random, [min, max]: readonly [number, number]): number {
  return Math.round(random.int(min, max) / 50) * 50;
}

function sizeWindow(random: Random, sizes: readonly string[]): string[] {
  const length = Math.min(sizes.length, random.int(3, 4));
  const start = random.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

function photoSpecs(
  random: Random, garment: GarmentKind, colourway: ColourwayName, pattern: FabricPattern, count: number,
  alternates: readonly ColourwayName[],
): ArtSpec[] {
  const specs = VIEWS.slice(0, Math.min(count, VIEWS.length)).map((view) => ({ garment, colourway, pattern, view }));
  if (count > VIEWS.length) {
    const others = alternates.filter((name) => name !== colourway);
    specs.push({ garment, colourway: random.pick(others), pattern, view: 'front' });
  }
  return specs;
}

function singleDraft(group: ItemGroup, item: ItemLine, random: Random): Draft {
  const [name, label, colourway, pattern = 'plain', garment = group.garment] = item;
  const description = `${random.pick(ORIGINS)} grade A, hand-picked from a fresh bale. `
    + `${random.pick(CONDITIONS)} ${random.pick(group.details)}`;
  return {
    name, description, label, category: group.category, subCategory: group.subCategory,
    priceCents: priceInRange(random, group.price) * 100,
    banner: 'None', bestseller: false, isBale: false, profile: 'plenty',
    weights: sizeWindow(random, group.sizes), stock: [],
    images: photoSpecs(random, garment, colourway, pattern, random.int(2, 4), group.alternates ?? DEFAULT_ALTERNATES),
    imageQuirk: 'none',
  };
}

function baleDraft(line: BaleLine, random: Random): Draft {
  const grade = line.label === 'Premium Bale' ? 'cream (top) grade' : 'grade A';
  const note = line.stock === 1
    ? 'One of a kind: the only bale of this grade in the current shipment.'
    : 'Compressed and sealed at source; we never open or re-sort bales.';
  return {
    name: line.name, label: line.label, category: line.category, subCategory: 'Bales',
    description: `${random.pick(ORIGINS)} ${grade} bale of ${line.weight}. ${line.contents} ${note}`,
    priceCents: line.price * 100, banner: 'None', bestseller: false, isBale: true, profile: 'plenty',
    weights: [line.weight], stock: [line.stock],
    images: photoSpecs(random, 'bale', line.colourway, 'plain', random.int(2, 3), Object.keys(colourways) as ColourwayName[]),
    imageQuirk: 'none',
  };
}

/** Categories in spec order, each with its single items first and then its bales. */
function draftsInOrder(random: Random): Draft[] {
  const categoryOrder: Category[] = ['Men', 'Ladies', 'Kids'];
  return categoryOrder.flatMap((category) => [
    ...itemGroups.filter((group) => group.category === category)
      .flatMap((group) => group.items.map((item) => singleDraft(group, item, random))),
    ...bales.filter((line) => line.category === category).map((line) => baleDraft(line, random)),
  ]);
}

/** A bag with exactly `counts[k]` of each key, padded with `rest`, shuffled. */
function shuffledBag<K extends string>(random: Random, size: number, counts: Partial<Record<K, number>>, rest: K): K[] {
  const bag = Object.entries(counts).flatMap(([key, count]) => Array<K>(count as number).fill(key as K));
  while (bag.length < size) bag.push(rest);
  return random.shuffle(bag.slice(0, size));
}

const stockByProfile: Record<StockProfile, (random: Random, weights: number) => number[]> = {
  plenty: (random, weights) => Array.from({ length: weights }, () => random.int(6, 24)),
  low: (random, weights) => Array.from({ length: weights }, () => random.int(1, 4)),
  partlySoldOut: (random, weights) => Array.from({ length: weights }, (_, i) => (i === 1 ? 0 : random.int(5, 18))),
  soldOut: (_random, weights) => Array<number>(weights).fill(0),
  oneOff: () => [1],
};

/** Singles get a stock profile from a fixed mix; bales keep the quantity written in catalogue-items.ts. */
function assignStock(drafts: Draft[], random: Random): void {
  const singles = drafts.filter((draft) => !draft.isBale);
  const mix = { soldOut: 5, partlySoldOut: 10, low: 14, oneOff: 5 };
  const profiles = shuffledBag<StockProfile>(random, singles.length, mix, 'plenty');
  singles.forEach((draft, index) => {
    draft.profile = profiles[index] ?? 'plenty';
    if (draft.profile === 'oneOff') draft.weights = draft.weights.slice(0, 1);
    draft.stock = stockByProfile[draft.profile](random, draft.weights.length);
  });
}

/** Roughly 30 % new arrival, 20 % clearance, 50 % none; products labelled Clearance always say clearance. */
function assignBanners(drafts: Draft[], random: Random): void {
  const clearanceLabelled = drafts.filter((draft) => draft.label === 'Clearance');
  const others = drafts.filter((draft) => draft.label !== 'Clearance');
  const newArrivals = Math.round(drafts.length * 0.3);
  const clearance = Math.max(0, Math.round(drafts.length * 0.2) - clearanceLabelled.length);
  const bag = shuffledBag<string>(random, others.length, { 'new arrival': newArrivals, clearance }, 'None');
  others.forEach((draft, index) => { draft.banner = bag[index] ?? 'None'; });
  clearanceLabelled.forEach((draft) => { draft.banner = 'clearance'; });
}

/** One product with only a placeholder image, two with an extra placeholder row, one with an empty url. */
function assignImageQuirks(drafts: Draft[], random: Random): void {
  const quirks: ImageQuirk[] = ['placeholderOnly', 'extraPlaceholder', 'extraPlaceholder', 'extraEmptyUrl'];
  const candidates = random.shuffle(drafts.filter((draft) => !draft.isBale && draft.profile === 'plenty'));
  quirks.forEach((quirk, index) => {
    const draft = candidates[index];
    if (draft) draft.imageQuirk = quirk;
  });
}

/** Four bestsellers per category, from different sub-categories, all in stock and visible. */
function assignBestsellers(drafts: Draft[], random: Random, perCategory = 4): void {
  for (const category of ['Men', 'Ladies', 'Kids'] as const) {
    const candidates = random.shuffle(drafts.filter((draft) => draft.category === category
      && draft.stock.some((quantity) => quantity > 0) && draft.imageQuirk !== 'placeholderOnly'));
    const seen = new Set<string>();
    for (const draft of candidates) {
      if (seen.size === perCategory) break;
      if (seen.has(draft.subCategory)) continue;
      seen.add(draft.subCategory);
      draft.bestseller = true;
    }
  }
}

/** New arrivals are from the last two weeks, everything else from the last 60 days. */
function createdAt(random: Random, banner: string, now: Date): Date {
  const ageDays = banner === 'new arrival' ? 0.1 + random.next() * 14 : 2 + random.next() * 58;
  return new Date(now.getTime() - Math.round(ageDays * DAY_MS));
}

export const productCode = (index: number): string => `MTB-${String(index + 1).padStart(4, '0')}`;

export function buildDemoCatalogue(now: Date): ProductSeed[] {
  const random = createRandom(DEMO_SEED);
  const drafts = draftsInOrder(random);
  assignStock(drafts, random);
  assignBanners(drafts, random);
  assignImageQuirks(drafts, random);
  assignBestsellers(drafts, random);
  return drafts.map(({ isBale: _isBale, profile: _profile, ...draft }, index) => ({
    ...draft,
    code: productCode(index),
    createdAt: createdAt(random, draft.banner, now),
  }));
}
