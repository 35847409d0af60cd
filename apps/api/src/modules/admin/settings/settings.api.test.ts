import {
  DEFAULT_METHOD_ORDER, type AdminSettingsResponse, type AuditListResponse, type PaymentMethodId, type ShopContactResponse, type ShopSettings,
} from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type SignedIn, type TestContext } from '../../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../../test/checkout.ts';
import type { Database } from '../../../db/client.ts';
import { freshDatabase } from '../../../test/database.ts';
import { insertProduct, insertUser } from '../../../test/factories.ts';
import { startAdminTestApp, type AdminHeaders } from '../../../test/admin.ts';
import { createPaymentSettings, methodAvailability } from '../../orders/payment-settings.ts';
import { createAdminSettingsService } from './settings.service.ts';

let ctx: TestContext;
let admin: AdminHeaders;
let customer: SignedIn;

beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestApp());
  customer = await signedInCustomer(ctx);
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: object = admin, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const valid: ShopSettings = {
  enabledMethods: ['mpesa', 'sidian', 'cash'], depositMethods: ['mpesa', 'bank'], minDepositRegular: 40, minDepositNewUser: 60,
  bankName: 'Sidian Bank', paybill: '111999', accountNumber: 'MITUMBA-01', accountName: 'Mitumba Traders',
  methodOrder: [...DEFAULT_METHOD_ORDER],
};

describe('back office: payment settings', () => {
  it('serves the defaults until first saved: every method and deposit method the shop can take, 50/75 %', async () => {
    const response = (await call('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    expect(response.updatedAt).toBeNull();
    // The test shop has every provider (their emulators): deposits too, by each of their sub-methods.
    const available = ['tinypesa', 'pesaflux', 'paystack', 'lipia', 'kcb', 'hybrid', 'mpesa', 'sidian', 'deposit', 'cod', 'cash', 'razorpay', 'stripe'];
    const deposits = ['mpesa', 'lipia', 'tinypesa', 'bank', 'pesaflux', 'paystack', 'cash'];
    expect(response.settings).toMatchObject({ enabledMethods: available, depositMethods: deposits, minDepositRegular: 50, minDepositNewUser: 75 });
    expect(response.methods.find((method) => method.id === 'deposit')).toMatchObject({ available: true });
    expect(response.depositMethodsAvailable.every((method) => method.available)).toBe(true);
    const publicSettings = (await call('GET', '/api/payment-settings', customer.headers)).json();
    expect(publicSettings.enabledMethods).toEqual(DEFAULT_METHOD_ORDER);
    expect(publicSettings.depositMethods).toEqual(deposits);
    expect((await call('GET', '/api/order/deposit/settings', customer.headers)).json()).toEqual({ success: true, settings: { minDepositRegular: 50, minDepositNewUser: 75 } });
  });

  it('refuses bad settings with the field\'s message', async () => {
    const put = (changes: object) => call('PUT', '/api/admin/settings', admin, { ...valid, ...changes });
    expect((await put({ minDepositRegular: 0 })).json().message).toContain('whole percent from 1 to 100');
    expect((await put({ minDepositNewUser: 101 })).statusCode).toBe(400);
    expect((await put({ paybill: '12ab34' })).json().message).toContain('The paybill is 5 to 10 digits');
    expect((await put({ enabledMethods: [] })).json().message).toContain('Enable at least one payment method');
    expect((await put({ enabledMethods: ['bitcoin'] })).statusCode).toBe(400);
    expect((await put({ accountName: '  ' })).json().message).toContain('The account name is required');
    expect((await call('PUT', '/api/admin/settings', customer.headers, valid)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/settings', customer.headers)).statusCode).toBe(403);
  });

  it('saves with an audit row (before: the defaults) and the public endpoints follow', async () => {
    const saved = await call('PUT', '/api/admin/settings', admin, { ...valid, reason: 'New paybill' });
    expect(saved.statusCode, saved.body).toBe(200);
    // A body without the points rate (written before it) keeps the rate: the default 1 point per Ksh 100.
    expect((saved.json() as AdminSettingsResponse).settings).toEqual({ ...valid, pointsPerHundredShillings: 1, whatsAppNumber: '+254700123456' });
    const [entry] = ((await call('GET', '/api/admin/audit?entity=settings')).json() as AuditListResponse).entries;
    expect(entry).toMatchObject({
      action: 'settings.update', reason: 'New paybill', before: { paybill: expect.any(String), minDepositRegular: 50, pointsPerHundredShillings: 1 },
      after: { ...valid, pointsPerHundredShillings: 1, whatsAppNumber: '+254700123456' },
    });

    const publicSettings = (await call('GET', '/api/payment-settings', customer.headers)).json();
    expect(publicSettings).toMatchObject({ enabledMethods: ['mpesa', 'sidian', 'cash'], depositMethods: ['mpesa', 'bank'], depositSettings: { minDepositRegular: 40, minDepositNewUser: 60 } });
    expect(publicSettings.methods.find((method: { id: string }) => method.id === 'cod')).toMatchObject({ enabled: false });
    expect((await call('GET', '/api/order/deposit/settings', customer.headers)).json()).toEqual({ success: true, settings: { minDepositRegular: 40, minDepositNewUser: 60 } });
    expect((await call('GET', '/api/order/bankdetails', customer.headers)).json()).toEqual({
      success: true, bankName: 'Sidian Bank', paybill: '111999', accountNumber: 'MITUMBA-01', accountName: 'Mitumba Traders',
    });
  });

  it('refuses a disabled method at checkout and shows the saved paybill with a Sidian order', async () => {
    await call('PUT', '/api/admin/settings', admin, { ...valid, enabledMethods: ['mpesa', 'sidian', 'cash'] });
    const buyer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 2500, stock: { M: 5 } });
    await addToCart(ctx, buyer, productId, 'M');
    const { code } = await cashierOf(ctx);
    const cod = await call('POST', '/api/order/place', buyer.headers, { ...(await orderPayload(ctx, buyer)), paymentMethod: 'cod', securityCode: await code() });
    expect(cod.statusCode).toBe(422);
    expect(cod.json()).toEqual({ success: false, message: 'This payment method is not available.' });

    const sidian = await call('POST', '/api/order/sidian', buyer.headers, await orderPayload(ctx, buyer));
    expect(sidian.statusCode, sidian.body).toBe(200);
    expect(sidian.json().bankDetails).toMatchObject({ paybill: '111999', accountNumber: 'MITUMBA-01' });
    expect(sidian.json().message).toContain(`paybill 111999, account ${sidian.json().order.reference}`);

    await call('PUT', '/api/admin/settings', admin, { ...valid, enabledMethods: ['cash', 'cod'] });
    const other = await signedInCustomer(ctx);
    await addToCart(ctx, other, productId, 'M');
    const mpesa = await call('POST', '/api/order/mpesa/initiate', other.headers, { ...(await orderPayload(ctx, other)), phone: '0712345678' });
    expect(mpesa.statusCode).toBe(422);
    expect(mpesa.json().message).toBe('This payment method is not available.');
  });

  it('refuses an order of methods that is not each method once (400, nothing saved) and the checkout follows a good one', async () => {
    const before = (await call('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const put = (methodOrder: unknown) => call('PUT', '/api/admin/settings', admin, { ...valid, methodOrder });
    const missing = await put(DEFAULT_METHOD_ORDER.slice(1));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('The order of payment methods must list each payment method exactly once');
    expect((await put([...DEFAULT_METHOD_ORDER.slice(1), 'mpesa', 'mpesa'])).json().message).toContain('exactly once');
    expect((await put([...DEFAULT_METHOD_ORDER.slice(1), 'bitcoin'])).statusCode).toBe(400);
    expect((await put('mpesa')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/settings')).json()).toEqual(before);

    const cardFirst: PaymentMethodId[] = ['stripe', ...DEFAULT_METHOD_ORDER.filter((id) => id !== 'stripe')];
    expect((await put(cardFirst)).statusCode).toBe(200);
    const publicSettings = (await call('GET', '/api/payment-settings', customer.headers)).json();
    expect(publicSettings.methods.map((method: { id: string }) => method.id)).toEqual(cardFirst);
    expect(publicSettings.offlineOrderHours).toBe(48);
    // A body without an order (an older client) keeps the saved one.
    const { methodOrder: _kept, ...withoutOrder } = valid;
    expect(((await call('PUT', '/api/admin/settings', admin, withoutOrder)).json() as AdminSettingsResponse).settings.methodOrder).toEqual(cardFirst);
    await put([...DEFAULT_METHOD_ORDER]);
  });
  it('keeps the shop\'s WhatsApp number: the support phone until set, as +254…, public at /api/shop/contact; a bad one is refused', async () => {
    const publicNumber = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/shop/contact' })).json() as ShopContactResponse).whatsApp;
    expect(await publicNumber()).toBe('+254700123456');
    expect(((await call('GET', '/api/admin/settings')).json() as AdminSettingsResponse).settings.whatsAppNumber).toBe('+254700123456');
    const bad = await call('PUT', '/api/admin/settings', admin, { ...valid, whatsAppNumber: '12345' });
    expect(bad.json()).toEqual({ success: false, message: 'The WhatsApp number is a Kenyan mobile number: 07… or +2547…' });
    const saved = await call('PUT', '/api/admin/settings', admin, { ...valid, whatsAppNumber: '0722 000 111' });
    expect((saved.json() as AdminSettingsResponse).settings.whatsAppNumber).toBe('+254722000111');
    expect(await publicNumber()).toBe('+254722000111');
    // A client that does not send it keeps it.
    await call('PUT', '/api/admin/settings', admin, valid);
    expect(await publicNumber()).toBe('+254722000111');
  });
});

describe('payment settings in a shop with M-Pesa as its only provider', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => database.close());

  const bank = { bankName: 'Sidian Bank', paybill: '522533', accountNumber: 'MITUMBA', accountName: 'Mitumba Ltd' };
  // The shop's own availability rule over a provider set of M-Pesa alone (the test app has every provider's emulator).
  const service = () => createAdminSettingsService({
    db: database.db, settings: createPaymentSettings({ db: database.db, isAvailable: methodAvailability({ has: (id) => id === 'mpesa' }), bank, offlineOrderHours: 48, mpesaPaybill: '600100' }),
  });

  it('offers by default only the deposit methods it can take (M-Pesa, bank, cash), and deposits through them', async () => {
    const view = await service().view();
    expect(view.settings.depositMethods).toEqual(['mpesa', 'bank', 'cash']);
    expect(view.settings.enabledMethods).toEqual(['mpesa', 'sidian', 'deposit', 'cod', 'cash']);
    expect(view.depositMethodsAvailable.filter((method) => !method.available).map((method) => method.id)).toEqual(['lipia', 'tinypesa', 'pesaflux', 'paystack']);
  });

  it('shows customers the M-Pesa paybill only while the shop takes M-Pesa', async () => {
    const settingsWith = (has: (id: string) => boolean) => createPaymentSettings({ db: database.db, isAvailable: methodAvailability({ has }), bank, offlineOrderHours: 48, mpesaPaybill: '600100' });
    expect((await settingsWith((id) => id === 'mpesa').response()).mpesaPaybill).toBe('600100');
    expect((await settingsWith((id) => id === 'paystack').response()).mpesaPaybill).toBeNull();
  });

  it('refuses a method or a deposit method the shop cannot take, and saves nothing', async () => {
    const actor = { id: (await insertUser(database.db, { role: 'admin' })).id };
    await expect(service().save(actor, { ...valid, enabledMethods: ['mpesa', 'paystack'] }))
      .rejects.toMatchObject({ message: 'Paystack cannot be enabled: the shop has no provider for it.' });
    await expect(service().save(actor, { ...valid, depositMethods: ['mpesa', 'lipia'] }))
      .rejects.toMatchObject({ message: 'Deposits by lipia cannot be enabled: the shop has no provider for it.' });
    expect((await service().view()).updatedAt).toBeNull();
    expect((await service().save(actor, { ...valid, pointsPerHundredShillings: 2 })).settings).toEqual({ ...valid, pointsPerHundredShillings: 2, whatsAppNumber: '+254700123456' });
  });
});
