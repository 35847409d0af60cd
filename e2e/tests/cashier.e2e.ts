import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clearBrowserStorage, logInThroughForm } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { demoCustomer } from '../support/shopping.ts';
import { openScreen, waitForText } from '../support/storefront.ts';

const cashier = { email: 'cashier@mitumba.test', password: 'Mitumba#2024' };
const phone = viewports.find((viewport) => viewport.width === 390) ?? viewports[0]!;
let server: RunningServer;
let browser: BrowserSession;

before(async () => {
  server = await startTestServer();
  browser = await openBrowser(phone, server.baseUrl);
}, { timeout: 120_000 });

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function validateAsCustomer(code: string): Promise<{ valid: boolean; message: string }> {
  const login = await fetch(`${server.baseUrl}/api/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoCustomer),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${server.baseUrl}/api/security-codes/validate`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: demoCustomer.email, code }),
  });
  return (await response.json()) as { valid: boolean; message: string };
}

describe('cashier security code (390 px)', () => {
  it('a cashier logs in, opens Security code from the account menu, and the code is valid for a customer', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, cashier);
    await page.waitForURL('**/loginsuccess');
    await openScreen(page, '/cashier');
    const shown = page.getByTestId('security-code');
    await shown.waitFor();
    const code = (await shown.innerText()).trim();
    assert.match(code, /^\d{5}$/);
    assert.match(await page.getByRole('timer').innerText(), /A new code in \d+:\d{2}/);
    await screenshot(page, phone, 'cashier');
    await assertNoSeriousA11yViolations(page, 'Cashier security code (390)');

    assert.deepEqual(await validateAsCustomer(code), { success: true, valid: true, message: 'Security code accepted' });
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    assert.equal((await validateAsCustomer(wrong)).message, 'Invalid security code');
  });

  it('tells a customer that only cashiers see the code', { timeout: 60_000 }, async () => {
    const { page } = browser;
    await clearBrowserStorage(page);
    await openScreen(page, '/login');
    await logInThroughForm(page, demoCustomer);
    await page.waitForURL('**/loginsuccess');
    await openScreen(page, '/cashier');
    await waitForText(page, 'Only cashiers can see the security code.');
  });
});
