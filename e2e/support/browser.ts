import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { makeTempDir } from './server.ts';

export type Viewport = {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
};

/** The two widths every journey runs at. */
export const viewports: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
];

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export type BrowserSession = { context: BrowserContext; page: Page; close(): Promise<void> };

/** Content-Security-Policy violations seen in each browser context, by any of its pages. */
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * Records every Content-Security-Policy violation on every page of the context: the browser's "Refused to …" console
 * errors and the `securitypolicyviolation` events (reported through a binding; init scripts are not subject to the CSP).
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  const seen: string[] = [];
  cspViolations.set(context, seen);
  await context.exposeBinding('__reportCspViolation', ({ page }, report: string) => {
    seen.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
      void (window as unknown as { __reportCspViolation(report: string): Promise<void> }).__reportCspViolation(report);
    });
  });
  const watch = (page: Page) => page.on('console', (message) => {
    if (/Refused to .*Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** Fails when any page of this browser has broken the Content-Security-Policy so far. */
export function assertNoCspViolations(page: Page, where: string): void {
  const seen = cspViolations.get(page.context()) ?? [];
  if (seen.length > 0) throw new Error(`Content-Security-Policy violation(s) by ${where}:\n  ${[...new Set(seen)].join('\n  ')}`);
}

/** Debian's Chromium with a throwaway profile (launchPersistentContext; plain launch() refuses --user-data-dir). */
export async function openBrowser(viewport: Viewport, baseURL: string): Promise<BrowserSession> {
  const profileDir = await makeTempDir('mitumba-chromium-');
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    deviceScaleFactor: viewport.deviceScaleFactor,
    baseURL,
    locale: 'en-KE',
    timezoneId: 'Africa/Nairobi',
  });
  context.setDefaultTimeout(15_000);
  await watchContentSecurityPolicy(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    // Every journey closes its browser: a CSP violation anywhere in it fails the journey here at the latest.
    async close() {
      const seen = [...(cspViolations.get(context) ?? [])];
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
      if (seen.length > 0) throw new Error(`Content-Security-Policy violation(s) in this browser:\n  ${[...new Set(seen)].join('\n  ')}`);
    },
  };
}

/**
 * A full-page capture of a long page under the journeys' load took up to 23 s with Chromium 156 (home in Kiswahili at
 * 1280 px), past the 15 s every other wait gets.
 */
const SCREENSHOT_TIMEOUT_MS = 45_000;

/**
 * Screenshots are for the people who look at them (decision 0051): taken by default, not in CI (`CI` set) unless
 * `E2E_SCREENSHOTS=1`; `E2E_SCREENSHOTS=0` skips them anywhere. They were a sixth of the journeys' CPU.
 */
export const screenshotsTaken = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/** Saves `e2e/artifacts/<width>/<name>.png` (kept as a test artifact, not committed); nothing when screenshots are off. */
export async function screenshot(page: Page, viewport: Viewport, name: string): Promise<void> {
  if (!screenshotsTaken) return;
  const dir = path.join(artifactsDir, String(viewport.width));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS });
}

/**
 * Waits until no toast (or a stacked toast's content) is fading: mid-animation the partial opacity makes axe compute
 * a contrast the shopper never sees once it has settled. A toast just added is still at opacity 0 before its fade in
 * starts, so each must be mounted and have no transition running. Settled toasts are checked like everything else.
 */
async function settleToasts(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every((toast) =>
    toast.dataset.mounted === 'true'
    // (a looping animation, a spinner, never ends: only the ones that end are waited for)
    && toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'
      || animation.effect?.getComputedTiming().endTime === Infinity)
    && [toast, ...toast.children].every((element) => ['0', '1'].includes(getComputedStyle(element).opacity))), undefined, { timeout: 8_000 });
}

/** Where each toast stands: mounted, leaving, in front, expanded, its place and its text. */
function toastStates(page: Page): Promise<string> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].map((toast) =>
    [toast.dataset.mounted, toast.dataset.removed, toast.dataset.front, toast.dataset.expanded, toast.dataset.index, toast.textContent].join('|'))
    .join('\n'));
}

const A11Y_MEASURES = 3;

/**
 * Serious or critical axe violations on the page. A toast may start leaving while axe runs (its few seconds run out):
 * its fading text then measures a contrast nobody sees once it is gone. When the toasts changed during a measure that
 * found violations, the page is measured again, up to three times.
 */
async function seriousA11yViolations(page: Page) {
  for (let measure = 1; ; measure += 1) {
    await settleToasts(page);
    const toastsBefore = await toastStates(page);
    // Only violations are turned into full results (selectors, snippets): doing it for every passing node was most of
    // axe's time, for results nobody reads (decision 0051). A collapsed toast behind the front one shows no text
    // (sonner hides its content), so there is no contrast to see.
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).exclude('[data-sonner-toast][data-front="false"][data-expanded="false"] [data-content]').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    if (serious.length === 0 || measure === A11Y_MEASURES || (await toastStates(page)) === toastsBefore) return serious;
  }
}

/** Runs axe on the page and fails on any violation of impact serious or critical (or any CSP violation so far). */
export async function assertNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  assertNoCspViolations(page, where);
  const serious = await seriousA11yViolations(page);
  if (serious.length === 0) return;
  const lines = serious.map((violation) => {
    const targets = violation.nodes.slice(0, 8).map((node) => `      ${JSON.stringify(node.target)}`);
    const more = violation.nodes.length > 8 ? [`      … and ${violation.nodes.length - 8} more`] : [];
    return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...targets, ...more].join('\n');
  });
  throw new Error(`${serious.length} serious/critical accessibility violation(s) on ${where}:\n${lines.join('\n')}`);
}
