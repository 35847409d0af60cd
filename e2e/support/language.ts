/** The storefront's language in the browser journeys (decision 0046): the header's switch and what the page says. */
import type { Page } from 'playwright-core';

/** `<html lang>`: 'en-KE' in English, 'sw' in Kiswahili. */
export const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The header's switch, named in the language the page is in: "Language" | "Lugha". */
export async function switchLanguage(page: Page, to: 'sw' | 'en'): Promise<void> {
  const [from, next, button] = to === 'sw' ? ['Language', 'Lugha', 'Kiswahili'] : ['Lugha', 'Language', 'English'];
  await page.getByRole('group', { name: from }).getByRole('button', { name: button }).click();
  await page.getByRole('group', { name: next }).waitFor();
}

/** Console errors and warnings of `page` from now on (a hydration that disagreed with the server warns). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}
