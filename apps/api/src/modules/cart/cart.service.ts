import {
  MAX_PER_PRODUCT_WEIGHT, bulkDiscount, cartTotal, centsToShillings, shillingsToCents, stockKey,
  type CartData, type CartLine, type CartResponse, type Language, type Product,
} from '@mitumba/contracts';
import { render, said, say, type Said } from '../../i18n/say.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SQLWrapper } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Db } from '../../db/client.ts';
import { createCartRepo, type CartRead, type CartRepo, type CartRow, type LentReads } from './cart.repo.ts';

/** A live accepted offer: its price in shillings and how many units it covers. */
export type AcceptedOffer = { price: number; quantity: number };
export const offerKey = (productId: string, weight: string) => `${productId}:${stockKey(weight)}`;

/** Accepted offers keyed `${productId}:${weight key}`, from rows that hold the newest one per product weight. */
export function acceptedOffersByKey(rows: { productId: string; weight: string; quantity: number; priceCents: number }[]): Map<string, AcceptedOffer> {
  return new Map(rows.map((row) => [offerKey(row.productId, row.weight), { price: centsToShillings(row.priceCents), quantity: row.quantity }]));
}

/** The queries the orders and offers modules lend the cart (see `LentReads`), for one customer. */
export type CartLenders = {
  /** Units this customer's own unpaid orders hold: still theirs, so the cart must not drop them. */
  heldUnits: (userId: string) => SQLWrapper;
  acceptedOffers: (userId: string, now: Date) => SQLWrapper;
};

const DELIVERY_FEE = 0;
/** `soldOut` tells the product page to show the weight sold out, whatever language the message is in. */
const outOfStock = () => AppError.saying('BUSINESS_RULE', said('cart.outOfStock'), { soldOut: true });
const tooMany = (available: number, product: Product, weight: string) =>
  AppError.saying('BUSINESS_RULE', said('cart.onlyAvailable', { available, name: product.name, weight }));

function displayWeight(product: Product, key: string): string {
  return product.weights.find((weight) => stockKey(weight) === key) ?? key;
}

function chosenWeight(product: Product, requested: string): string {
  const weight = product.weights.find((candidate) => stockKey(candidate) === stockKey(requested));
  if (!weight) throw AppError.saying('VALIDATION', said('cart.chooseWeight', { name: product.name, weights: product.weights.join(', ') }));
  return weight;
}

/**
 * The customer's cart, kept on the server: at most 3 per product and weight, never more than the stock, checked
 * again on every read (quantities lowered, sold-out or hidden products removed, with a notice saying so), priced
 * with accepted offers and the bulk discount so the cart page and checkout agree.
 */
export function createCartService(deps: { repo: CartRepo; catalog: CatalogService; lenders: CartLenders }) {
  const { repo, catalog, lenders } = deps;
  const lent = (userId: string): LentReads => ({ held: lenders.heldUnits(userId), offers: lenders.acceptedOffers(userId, new Date()) });

  /** A product to put in the cart, from the catalogue cache (the order that buys it checks the stock again). */
  async function productToAdd(productId: string): Promise<Product> {
    const product = (await catalog.keptProductsByIds([productId])).get(productId);
    if (!product?.visible) throw notFound('Product not found');
    return product;
  }

  /**
   * Checks each stored line against the catalogue; fixes what changed; returns the lines to price and the notices,
   * unwritten. Products come from the catalogue cache, except for an order (`fresh`), which prices from the database.
   */
  async function reconcile(userId: string, rows: CartRow[], heldRows: CartRead['held'], fresh: boolean) {
    const ids = [...new Set(rows.map((row) => row.productId))];
    const products = await (fresh ? catalog.getProductsByIds(ids) : catalog.keptProductsByIds(ids));
    const held = new Map(heldRows.map((row) => [offerKey(row.productId, row.weight), row.quantity]));
    const kept: { row: CartRow; product: Product; available: number }[] = [];
    const notices: Said[] = [];
    for (const row of rows) {
      const product = products.get(row.productId);
      const weight = product ? displayWeight(product, row.weight) : row.weight;
      const available = (product?.stock[row.weight] ?? 0) + (held.get(offerKey(row.productId, row.weight)) ?? 0);
      let notice: Said | null = null;
      const line = { name: product?.name ?? '', weight };
      if (!product) notice = said('cart.productGone');
      else if (!product.visible) notice = said('cart.invalidImages', line);
      else if (!product.weights.some((candidate) => stockKey(candidate) === row.weight)) notice = said('cart.weightGone', line);
      else if (available <= 0) notice = said('cart.soldOut', line);
      if (notice || !product) {
        notices.push(notice ?? said('cart.productGone'));
        await repo.remove(userId, row.productId, row.weight);
        continue;
      }
      if (row.quantity > available) {
        notices.push(said('cart.lowered', { ...line, available }));
        await repo.setQuantity(userId, row.productId, row.weight, available);
        row.quantity = available;
      }
      kept.push({ row, product, available });
    }
    return { kept, notices };
  }

  /** The cart, its notices in `language` (its `message` is English: the reply hook writes it in the shopper's). */
  async function view(userId: string, language: Language, message?: string, read?: CartRead): Promise<CartResponse> {
    const { response } = await checked(userId, language, { fresh: false, message, read });
    return response;
  }

  /**
   * The cart and what changed in it since it was last read (`changes`: its notices, unwritten, for a refusal to say).
   * `fresh`: products from the database (an order), not the cache; `read`: the cart as the caller has just read it
   * (an add answers it with the add).
   */
  async function checked(userId: string, language: Language, options: { fresh: boolean; message?: string | undefined; read?: CartRead | undefined }): Promise<{ response: CartResponse; changes: Said[] }> {
    const { fresh, message } = options;
    const read = options.read ?? (await repo.read(userId, lent(userId)));
    const { kept, notices: changes } = await reconcile(userId, read.lines, read.held, fresh);
    const notices = changes.map((notice) => render(language, notice));
    const offers = acceptedOffersByKey(read.offers);
    const cartData: CartData = {};
    const items: CartLine[] = kept.map(({ row, product, available }) => {
      (cartData[row.productId] ??= {})[row.weight] = row.quantity;
      const offer = offers.get(offerKey(row.productId, row.weight));
      // An accepted offer prices only the units it was made for; the rest of the line is at the list price.
      const offerQuantity = offer ? Math.min(offer.quantity, row.quantity) : 0;
      const unitCents = shillingsToCents(offer?.price ?? product.price);
      const lineCents = unitCents * offerQuantity + shillingsToCents(product.price) * (row.quantity - offerQuantity);
      return {
        productId: row.productId, name: product.name, code: product.code, weight: displayWeight(product, row.weight),
        quantity: row.quantity, available,
        unitPrice: centsToShillings(unitCents), listPrice: product.price, offerApplied: offer !== undefined, offerQuantity,
        lineTotal: centsToShillings(lineCents), image: product.image[0] ?? null,
      };
    });
    const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
    const subtotalCents = items.reduce((sum, item) => sum + shillingsToCents(item.lineTotal), 0);
    const discount = bulkDiscount(itemCount);
    const subtotal = centsToShillings(subtotalCents);
    const response: CartResponse = {
      success: true, ...(message ? { message } : {}), cartData, items, notices,
      summary: { itemCount, subtotal, deliveryFee: DELIVERY_FEE, discount, total: cartTotal(subtotal, DELIVERY_FEE, discount) },
    };
    return { response, changes };
  }

  return {
    get: (userId: string, language: Language = 'en') => view(userId, language),
    /** The cart as an order prices it, with its changes unwritten: a refusal says them in the shopper's language. */
    forOrder: async (userId: string) => {
      const { response, changes } = await checked(userId, 'en', { fresh: true });
      return { items: response.items, changes };
    },

    /** Takes what an order bought out of the cart (inside the order's transaction when one is given). */
    async removeOrdered(userId: string, lines: { productId: string; weightKey: string; quantity: number }[], tx?: Db): Promise<void> {
      const target = tx ? createCartRepo(tx) : repo;
      for (const line of lines) await target.subtract(userId, line.productId, line.weightKey, line.quantity);
    },

    async add(userId: string, productId: string, requestedWeight: string, language: Language = 'en'): Promise<CartResponse> {
      const product = await productToAdd(productId);
      const weight = chosenWeight(product, requestedWeight);
      const key = stockKey(weight);
      const available = product.stock[key] ?? 0;
      if (available <= 0) throw outOfStock();
      // The capped increment decides in one statement, which also answers the lines (and so why it refused).
      const read = await repo.addOne(userId, productId, key, Math.min(MAX_PER_PRODUCT_WEIGHT, available), lent(userId));
      if (!read.added) {
        const current = read.lines.find((line) => line.productId === productId && line.weight === key)?.quantity ?? 0;
        throw current >= MAX_PER_PRODUCT_WEIGHT ? AppError.saying('BUSINESS_RULE', said('cart.cap')) : tooMany(available, product, weight);
      }
      return view(userId, language, say('en', 'cart.added'), read);
    },

    async update(userId: string, productId: string, requestedWeight: string, quantity: number, language: Language = 'en'): Promise<CartResponse> {
      if (quantity <= 0) {
        // An id that is no product's has no line to remove (never a database error).
        if (isUuid(productId)) await repo.remove(userId, productId, stockKey(requestedWeight));
        return view(userId, language, say('en', 'cart.removed'));
      }
      const product = await productToAdd(productId);
      const weight = chosenWeight(product, requestedWeight);
      const available = product.stock[stockKey(weight)] ?? 0;
      if (quantity > MAX_PER_PRODUCT_WEIGHT) throw AppError.saying('BUSINESS_RULE', said('cart.cap'));
      if (quantity > available) throw available <= 0 ? outOfStock() : tooMany(available, product, weight);
      await repo.setQuantity(userId, productId, stockKey(weight), quantity);
      return view(userId, language, say('en', 'cart.updated'));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
