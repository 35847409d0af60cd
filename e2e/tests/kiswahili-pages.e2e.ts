import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logInWithToken } from '../support/accounts.ts';
import { assertNoSeriousA11yViolations, openBrowser, screenshot, viewports, type BrowserSession } from '../support/browser.ts';
import { consoleProblems, htmlLang, switchLanguage } from '../support/language.ts';
import { openScreen } from '../support/storefront.ts';
import { startTestServer, type RunningServer } from '../support/server.ts';
import { customerApi, demoCustomer, type CustomerApi } from '../support/shopping.ts';

/** The static pages, the loyalty screens and the chat in Kiswahili, on a phone (screenshots on a desktop too). */
const step = { timeout: 90_000 };
const phone = viewports.find((viewport) => viewport.name === 'phone') ?? viewports[0]!;
const desktop = viewports.find((viewport) => viewport.name === 'desktop') ?? viewports[1]!;

let server: RunningServer;
let session: BrowserSession;
let customer: CustomerApi;
let problems: string[] = [];

before(async () => {
  server = await startTestServer();
  session = await openBrowser(phone, server.baseUrl);
  customer = await customerApi(server.baseUrl, demoCustomer);
  await customer.reset();
  problems = consoleProblems(session.page);
}, { timeout: 120_000 });

after(async () => {
  await session?.close();
  await server?.stop();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('The static pages, loyalty and the chat in Kiswahili, on a phone', () => {
  it('switches to Kiswahili from the header', step, async () => {
    const { page } = session;
    await openScreen(page, '/');
    await logInWithToken(page, server.baseUrl, demoCustomer);
    await openScreen(page, '/');
    await switchLanguage(page, 'sw');
    assert.equal(await htmlLang(page), 'sw');
  });

  it('reads /about and /support in Kiswahili, served so and hydrated without a warning', step, async () => {
    const { page } = session;
    problems.length = 0;
    await openScreen(page, '/about');
    await heading(page, 'Nguo nzuri zinastahili maisha ya pili');
    await page.getByRole('heading', { name: 'Historia yetu' }).waitFor();
    await page.getByText('Ubora Uliohakikishwa').waitFor();
    assert.equal(await htmlLang(page), 'sw');
    await assertNoSeriousA11yViolations(page, '/about in Kiswahili');
    await screenshot(page, phone, 'kiswahili-about');

    await openScreen(page, '/support');
    await heading(page, 'Tukusaidie vipi?');
    await page.getByRole('link', { name: 'Fungua gumzo' }).waitFor();
    await page.getByRole('link', { name: 'Tutumie ujumbe kwenye WhatsApp' }).waitFor();
    await page.getByRole('heading', { name: 'Kurudisha na kughairi' }).waitFor();
    await assertNoSeriousA11yViolations(page, '/support in Kiswahili');
    await screenshot(page, phone, 'kiswahili-support');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, [], 'no console error or warning: the server and the browser said the same words');

    // A link inside a message leads on, in the browser, to a page of the same part.
    await page.getByRole('link', { name: 'sera yetu ya kurudisha bidhaa' }).click();
    await heading(page, 'Kurudisha, kubadilisha na kurudishiwa pesa');

    const served = await (await fetch(`${server.baseUrl}/terms`, { headers: { cookie: 'lang=sw' } })).text();
    assert.match(served, /<html lang="sw"/);
    assert.match(served, /Masharti ya matumizi na mauzo/, 'the server rendered the terms in Kiswahili');
  });

  it('reads the insufficient-points page and the referrals in Kiswahili', step, async () => {
    const { page } = session;
    await openScreen(page, '/redeem');
    await heading(page, 'Pointi Bado Hazitoshi');
    await page.getByText(/Unahitaji angalau pointi 100 ili kupata kuponi\. Una pointi 0\./).waitFor();
    await page.getByRole('button', { name: 'Badilisha Pointi' }).waitFor();
    await page.getByRole('link', { name: 'Rudi kwa Wasifu' }).waitFor();
    await assertNoSeriousA11yViolations(page, '/redeem in Kiswahili');
    await screenshot(page, phone, 'kiswahili-redeem');

    await openScreen(page, '/Referral');
    await heading(page, 'Alika Rafiki');
    await page.getByRole('heading', { name: 'Kiungo chako cha mwaliko' }).waitFor();
    await page.getByRole('list', { name: 'Takwimu za mialiko yako' }).waitFor();
    await assertNoSeriousA11yViolations(page, '/Referral in Kiswahili');
    await screenshot(page, phone, 'kiswahili-referral');
  });

  it('chats with the shop in Kiswahili', step, async () => {
    const { page } = session;
    await openScreen(page, '/user-chat');
    await heading(page, 'Ongea nasi');
    await page.getByText('Tukusaidie vipi?').waitFor();
    await page.getByRole('textbox', { name: 'Ujumbe' }).fill('Habari, mna jaketi za saizi M?');
    await page.getByRole('button', { name: 'Tuma' }).click();
    const thread = page.getByRole('list', { name: 'Jumbe' });
    await thread.getByText('Habari, mna jaketi za saizi M?').waitFor();
    await thread.getByText('Wewe').waitFor();
    await thread.getByText(/Umetumwa/).waitFor();
    await assertNoSeriousA11yViolations(page, '/user-chat in Kiswahili');
    await screenshot(page, phone, 'kiswahili-chat');
  });

  it('looks right on a desktop too, then goes back to English', step, async () => {
    const { page } = session;
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    const screens = [
      ['/about', 'kiswahili-about', 'Nguo nzuri zinastahili maisha ya pili'],
      ['/support', 'kiswahili-support', 'Tukusaidie vipi?'],
      ['/redeem', 'kiswahili-redeem', 'Pointi Bado Hazitoshi'],
      ['/Referral', 'kiswahili-referral', 'Alika Rafiki'],
      ['/user-chat', 'kiswahili-chat', 'Ongea nasi'], // its live stream never lets the network idle
    ] as const;
    for (const [path, name, title] of screens) {
      await openScreen(page, path);
      await heading(page, title);
      await screenshot(page, desktop, name);
    }
    await switchLanguage(page, 'en');
    assert.equal(await htmlLang(page), 'en-KE');
    await customer.reset();
  });
});
