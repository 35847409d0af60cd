import type { AdminCourierListResponse, AuditListResponse, Courier } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type SignedIn, type TestContext } from '../../../test/app.ts';
import { startAdminTestApp, type AdminCall } from '../../../test/admin.ts';

let ctx: TestContext;
let call: AdminCall;
let customer: SignedIn;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
  customer = await signedInCustomer(ctx);
});
afterAll(async () => ctx.close());

const list = async () => ((await call('GET', '/api/admin/couriers')).json() as AdminCourierListResponse).couriers;
const audits = async (id: string) => ((await call('GET', `/api/admin/audit?entity=courier&entityId=${id}`)).json() as AuditListResponse).entries;

describe('back office: couriers', () => {
  it('starts with the seeded couriers, adds one, edits its link, turns it off and on, each audited', async () => {
    expect((await list()).map((courier) => [courier.name, courier.trackingUrlPattern === null, courier.enabled])).toEqual([
      ['Fargo Courier', false, true], ['G4S', false, true], ['Pickup Mtaani', false, true], ['Shop rider', true, true],
    ]);
    const created = await call('POST', '/api/admin/couriers', undefined, { name: '  Wells Fargo Kenya ', trackingUrlPattern: 'https://track.example.co.ke/parcel/{tracking}' });
    expect(created.statusCode, created.body).toBe(200);
    const courier = created.json().courier as Courier;
    expect(courier).toEqual({ id: expect.any(String), name: 'Wells Fargo Kenya', trackingUrlPattern: 'https://track.example.co.ke/parcel/{tracking}', enabled: true });
    const cleared = await call('PATCH', `/api/admin/couriers/${courier.id}`, undefined, { trackingUrlPattern: '' });
    expect(cleared.json().courier.trackingUrlPattern).toBeNull();
    expect((await call('PATCH', `/api/admin/couriers/${courier.id}`, undefined, { enabled: false })).json().courier.enabled).toBe(false);
    expect((await list()).find((row) => row.id === courier.id)).toMatchObject({ enabled: false, trackingUrlPattern: null });
    expect((await audits(courier.id)).map((entry) => [entry.action, (entry.after as { enabled: boolean }).enabled])).toEqual([
      ['courier.update', false], ['courier.update', true], ['courier.create', true],
    ]);
  });

  it('refuses a link that is not https with {tracking}, an empty name, a taken name (409), nothing to change, an unknown id (404)', async () => {
    const bad: [object, string][] = [
      [{ name: 'A', trackingUrlPattern: 'http://example.co.ke/{tracking}' }, 'The tracking link must be an https:// address containing {tracking}, or left empty'],
      [{ name: 'A', trackingUrlPattern: 'https://example.co.ke/track' }, 'The tracking link must be an https:// address containing {tracking}, or left empty'],
      [{ name: 'A', trackingUrlPattern: 'javascript:alert(1)//{tracking}' }, 'The tracking link must be an https:// address containing {tracking}, or left empty'],
      [{ name: ' ', trackingUrlPattern: '' }, 'The courier\'s name is required'],
      [{ name: 'x'.repeat(41), trackingUrlPattern: '' }, 'The name: at most 40 characters'],
    ];
    for (const [body, message] of bad) {
      const response = await call('POST', '/api/admin/couriers', undefined, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    const taken = await call('POST', '/api/admin/couriers', undefined, { name: 'g4s', trackingUrlPattern: '' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A courier with this name already exists');
    const [first] = await list();
    expect((await call('PATCH', `/api/admin/couriers/${first!.id}`, undefined, {})).json()).toEqual({ success: false, message: 'Nothing to change' });
    expect((await call('PATCH', `/api/admin/couriers/${first!.id}`, undefined, { name: 'G4S' })).statusCode).toBe(409);
    expect((await call('PATCH', '/api/admin/couriers/00000000-0000-4000-8000-000000000000', undefined, { enabled: true })).statusCode).toBe(404);
    expect((await list()).map((courier) => courier.name)).not.toContain('A');
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/couriers', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/couriers', customer.headers, { name: 'Mine', trackingUrlPattern: '' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/couriers', {})).statusCode).toBe(401);
  });
});
