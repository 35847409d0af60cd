import { DELIVERY_MESSAGES, type AdminDeliveryOption, type AuditListResponse, type DeliveryOptionsResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';

/** The owner's delivery options (/api/admin/delivery-options) and the checkout's public list per county. */
let ctx: TestContext;
let call: AdminCall;
let customer: SignedIn;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
  customer = await signedInCustomer(ctx);
});
afterAll(async () => ctx.close());

const create = async (body: object) => call('POST', '/api/admin/delivery-options', undefined, body);
const created = async (body: object): Promise<AdminDeliveryOption> => {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().option;
};
const publicList = (county: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/delivery/options?county=${encodeURIComponent(county)}`, headers });
const optionsOf = async (county: string) => ((await publicList(county)).json() as DeliveryOptionsResponse).options;

describe('back office: delivery options', () => {
  it('adds pickup points and door delivery per county, edits and switches them, each change audited', async () => {
    const cbd = await created({ county: 'Nakuru', kind: 'pickup', name: 'Nakuru town agent', place: 'Kenyatta Avenue', openingHours: 'Mon–Sat 8–18', fee: 0, etaDays: 2 });
    const door = await created({ county: 'Nakuru', kind: 'door', name: 'Door delivery', fee: 300, etaDays: 3 });
    expect(door).toMatchObject({ county: 'Nakuru', kind: 'door', fee: 300, etaDays: 3, enabled: true, place: null });
    const edited = await call('PATCH', `/api/admin/delivery-options/${door.id}`, undefined, { fee: 250, etaDays: 2 });
    expect(edited.json().option).toMatchObject({ fee: 250, etaDays: 2 });
    const off = await call('PATCH', `/api/admin/delivery-options/${cbd.id}`, undefined, { enabled: false });
    expect(off.json().option.enabled).toBe(false);
    const listed = (await call('GET', '/api/admin/delivery-options?county=Nakuru')).json().options as AdminDeliveryOption[];
    expect(listed.map((option) => [option.name, option.enabled])).toEqual([['Nakuru town agent', false], ['Door delivery', true]]);
    const audit = (await call('GET', `/api/admin/audit?entity=delivery-option&entityId=${door.id}`)).json() as AuditListResponse;
    expect(audit.entries.map((entry) => entry.action)).toEqual(['delivery-option.update', 'delivery-option.create']);
    expect(audit.entries[0]?.before).toMatchObject({ feeCents: 30_000 });
    expect(audit.entries[0]?.after).toMatchObject({ feeCents: 25_000 });
  });

  it('refuses a county not on the list, a pickup point without its place, a negative or fractional fee, and unknown ids', async () => {
    expect((await create({ county: 'Atlantis', kind: 'door', name: 'Door', fee: 100, etaDays: 1 })).json().message).toBe(DELIVERY_MESSAGES.county);
    expect((await create({ county: 'Embu', kind: 'pickup', name: 'Agent', fee: 0, etaDays: 1 })).json().message).toBe('A pickup point needs its place (up to 160 characters)');
    for (const fee of [-1, 10.5, '100']) expect((await create({ county: 'Embu', kind: 'door', name: 'Door', fee, etaDays: 1 })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/delivery-options/00000000-0000-4000-8000-000000000000', undefined, { enabled: false })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/delivery-options/not-an-id', undefined, { enabled: false })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/delivery-options?county=Embu')).json().options).toEqual([]);
  });

  it('is the owner\'s alone: customers and visitors are refused', async () => {
    expect((await call('GET', '/api/admin/delivery-options', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/delivery-options', customer.headers, { county: 'Embu', kind: 'door', name: 'Door', fee: 1, etaDays: 1 })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/delivery-options/00000000-0000-4000-8000-000000000000', {}, { enabled: false })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/delivery-options?county=Embu')).json().options).toEqual([]);
  });
});

describe('GET /api/delivery/options', () => {
  it("answers a county's enabled options only, pickup points first, fees in whole shillings, to anyone", async () => {
    await created({ county: 'Kisii', kind: 'door', name: 'Door delivery to Kisii', fee: 400, etaDays: 4 });
    await created({ county: 'Kisii', kind: 'pickup', name: 'Kisii agent', place: 'Hospital Road', fee: 0, etaDays: 2 });
    await created({ county: 'Kisii', kind: 'pickup', name: 'Closed agent', place: 'Market', fee: 0, etaDays: 2, enabled: false });
    await created({ county: 'Nyamira', kind: 'door', name: 'Door delivery to Nyamira', fee: 500, etaDays: 4 });
    const response = await publicList('kisii');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      options: [
        { id: expect.any(String), kind: 'pickup', name: 'Kisii agent', place: 'Hospital Road', fee: 0, etaDays: 2 },
        { id: expect.any(String), kind: 'door', name: 'Door delivery to Kisii', fee: 400, etaDays: 4 },
      ],
    });
    expect(await optionsOf('Lamu')).toEqual([]);
  });

  it('refuses a county that is not one of the 47 in the shared envelope', async () => {
    for (const county of ['Atlantis', '']) {
      const response = await publicList(county);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: DELIVERY_MESSAGES.county });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/delivery/options' })).statusCode).toBe(400);
  });

  it('shows an owner\'s change at once, though the answer is cached', async () => {
    const option = await created({ county: 'Vihiga', kind: 'door', name: 'Door delivery to Vihiga', fee: 450, etaDays: 3 });
    expect((await optionsOf('Vihiga')).map((shown) => shown.fee)).toEqual([450]);
    const first = await publicList('Vihiga');
    expect((await publicList('Vihiga', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    await call('PATCH', `/api/admin/delivery-options/${option.id}`, undefined, { fee: 500 });
    expect((await optionsOf('Vihiga')).map((shown) => shown.fee)).toEqual([500]);
    await call('PATCH', `/api/admin/delivery-options/${option.id}`, undefined, { enabled: false });
    expect(await optionsOf('Vihiga')).toEqual([]);
  });
});
