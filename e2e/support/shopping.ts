import type { CartResponse, Offer, Product, WaitlistEntry } from '@mitumba/contracts';
import type { Page } from 'playwright-core';
import type { Account } from './accounts.ts';

/** The seeded demo customer: an accepted, a rejected and a pending offer on the first three clearance items. */
export const demoCustomer: Account = {
  name: 'Wanjiku Kamau', email: 'wanjiku@mitumba.test', phone: '+254712345678', password: 'Mitumba#2024',
};

/** Cart amounts as the spec prints totals: two decimals, en-KE separators. Written here independently of the app. */
export function cartAmount(shillings: number): string {
  return `ksh ${shillings.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The customer's side of the API, signed in with their token: to set up a journey and to check what the page shows. */
export async function customerApi(baseUrl: string, account: Pick<Account, 'email' | 'password'>) {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id: string }).id;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
    return json;
  }

  const cart = () => call<CartResponse>('POST', '/api/cart/get', {});
  const addToCart = (product: Product, weight: string) => call<CartResponse>('POST', '/api/cart/add', { itemId: product._id, weight });
  const favourites = () => call<{ favorites: string[] }>('GET', '/api/favorites');
  const waitlist = async () => (await call<{ waitlist: WaitlistEntry[] }>('GET', '/api/order/waitlist/user?status=pending,notified')).waitlist;
  const offers = async (productId: string) =>
    (await call<{ suggestions: Offer[] }>('GET', `/api/order/user-suggestions/${productId}/${userId}`)).suggestions;
  const offerPrice = async (productId: string) =>
    (await call<{ product: { price: number; listPrice: number; offerApplied: boolean } }>('GET', `/api/order/price-suggestions/${productId}/${userId}`)).product;

  /** Empties the cart, the favourites and the waitlist, so each journey starts the same whatever ran before. */
  async function reset(): Promise<void> {
    for (const line of (await cart()).items) {
      await call('POST', '/api/cart/update', { itemId: line.productId, model: line.weight, quantity: 0 });
    }
    for (const id of (await favourites()).favorites) await call('DELETE', `/api/favorites/${id}`);
    for (const entry of await waitlist()) await call('DELETE', `/api/order/waitlist/${entry._id}`);
  }

  return { token, userId, cart, addToCart, favourites, waitlist, offers, offerPrice, reset };
}
export type CustomerApi = Awaited<ReturnType<typeof customerApi>>;

export const stockOf = (product: Product, weight: string) => product.stock[weight.toLowerCase()] ?? 0;

/** The cart badge's count, read from the cart link's name ('Cart, 3 items'); the header and the tab bar agree. */
export async function cartBadge(page: Page): Promise<number> {
  const names = await page.getByRole('link', { name: /^Cart, \d+ items$/ }).evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? ''));
  const counts = new Set(names.map((name) => Number(/\d+/.exec(name)?.[0])));
  if (counts.size !== 1) throw new Error(`the cart badges disagree or are missing: ${names.join(' | ')}`);
  return [...counts][0]!;
}

/** A weight button of the product page's picker (sold-out weights are named '{weight}, out of stock'). */
export const weightButton = (page: Page, weight: string, soldOut = false) =>
  page.getByRole('button', { name: soldOut ? `${weight}, out of stock` : weight, exact: true });
