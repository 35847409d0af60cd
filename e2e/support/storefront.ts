import type { Product, ProductListResponse } from '@mitumba/contracts';
import type { Locator, Page } from 'playwright-core';

/**
 * Retries `check` (which throws when not yet true) until it passes or `timeoutMs` is over, then rethrows the last
 * failure. The stand-in for Playwright Test's web-first assertions, which playwright-core lacks.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** The spec's card price text: 'ksh 1,234'. Written here independently of the app's formatter. */
export function cardPrice(shillings: number): string {
  return `ksh ${Math.round(shillings).toLocaleString('en-KE')}`;
}

/** Talks to the server's catalogue API, to know which products the page ought to show. */
export function catalogApi(baseUrl: string) {
  async function getJson<T>(pathAndQuery: string): Promise<T> {
    const response = await fetch(`${baseUrl}${pathAndQuery}`);
    if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const list = (query: Record<string, string>) =>
    getJson<ProductListResponse>(`/api/product/list?${new URLSearchParams(query)}`);
  /** Every product matching `query`, page by page. */
  async function all(query: Record<string, string>): Promise<Product[]> {
    const products: Product[] = [];
    for (let page = 1; ; page += 1) {
      const result = await list({ ...query, limit: '100', page: String(page) });
      products.push(...result.products);
      if (!result.hasMore) return products;
    }
  }
  const product = async (id: string) =>
    (await getJson<{ product: Product }>(`/api/product/${encodeURIComponent(id)}`)).product;
  return { list, all, product };
}
export type CatalogApi = ReturnType<typeof catalogApi>;

export const totalStock = (product: Product) => Object.values(product.stock).reduce((sum, count) => sum + count, 0);

/**
 * Opens a screen with a full page load, waits until the app is live (a server-rendered page shows its content before
 * its buttons work: `<html data-hydrated>` marks the moment) and for the spec's 2 s start screen (a 0–100% ring) to go.
 */
export async function openScreen(page: Page, pathAndQuery: string) {
  const response = await page.goto(pathAndQuery);
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await dismissStartRing(page);
  return response;
}

/**
 * Taps the start ring away, as a shopper may (spec 1 §2: a click dismisses it), and waits until it is gone. Waiting out
 * its 2 s instead cost every page load of the journeys 2–4 s (its 100 ticks run late on a busy machine). The click is
 * sent to the ring itself, not to a point on the screen: a ring that ends on its own meanwhile lets nothing under it
 * be clicked instead.
 */
async function dismissStartRing(page: Page): Promise<void> {
  // In either language: 'Loading…' or 'Mitumba inafunguka'.
  const ring = page.getByRole('progressbar', { name: /loading|inafunguka/i });
  if (await ring.isVisible()) await ring.dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
  await ring.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Product-card links inside `scope`. */
export const cardLinks = (scope: Page | Locator) => scope.locator('a[href^="/product/"]');

/** The product ids of the cards inside `scope`, in page order (duplicates removed). */
export async function cardIds(scope: Page | Locator): Promise<string[]> {
  const hrefs = await cardLinks(scope).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => decodeURIComponent(href.replace(/^\/product\//, '').split(/[?#/]/)[0] ?? '')))];
}

/** The 'ksh 1,234' prices printed on the cards inside `scope`, as numbers, in page order. */
export async function cardPrices(scope: Page | Locator): Promise<number[]> {
  const texts = await cardLinks(scope).evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText));
  return texts.map((text) => {
    const match = /ksh\s*([\d,]+)/i.exec(text);
    if (!match?.[1]) throw new Error(`A card shows no 'ksh …' price: ${JSON.stringify(text)}`);
    return Number(match[1].replaceAll(',', ''));
  });
}

/**
 * The block a section heading belongs to: the nearest ancestor of the heading that holds product cards.
 * Independent of whether the app uses <section>, <div> or a landmark.
 */
export function sectionWithCards(page: Page, heading: string | RegExp): Locator {
  return page
    .getByRole('heading', { name: heading })
    .first()
    .locator('xpath=ancestor::*[.//a[starts-with(@href, "/product/")]][1]');
}

/**
 * Ticks or unticks a checkbox like a user: one click, then wait for the state. (Playwright's check() reads the state
 * right after the click, which fails when the app applies it a moment later, e.g. through a router navigation.)
 */
export async function setChecked(checkbox: Locator, checked: boolean): Promise<void> {
  if ((await checkbox.isChecked()) !== checked) await checkbox.click();
  await eventually(async () => {
    if ((await checkbox.isChecked()) !== checked) throw new Error(`the checkbox did not become ${checked ? 'ticked' : 'unticked'}`);
  });
}

/** A toast (or any visible text) with exactly the spec's words. */
export async function waitForText(page: Page, text: string, timeoutMs = 10_000) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: timeoutMs });
}
