import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPointsLedger } from '../loyalty/points-ledger.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let customer: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  customer = await signedInCustomer(ctx);
  other = await signedInCustomer(ctx);
  await ctx.database.db.transaction((tx) => createPointsLedger(tx).appendWithin(tx, {
    userId: customer.user.id, kind: 'adjusted', points: 40, reason: 'Opening balance', source: 'test',
  }));
});
afterAll(async () => ctx.close());

const put = (payload: object, headers: Record<string, string> = customer.headers) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers, payload });

function pictureForm(fields: Record<string, string>, picture: Buffer) {
  const boundary = '----mitumba-rules-boundary';
  const part = (head: string, body: Buffer | string) => [Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')];
  const chunks = [
    ...Object.entries(fields).flatMap(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value)),
    ...part('Content-Disposition: form-data; name="profilePicture"; filename="me.png"\r\nContent-Type: image/png', picture),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const profileOf = async (who: SignedIn) => (await ctx.app.inject({ url: '/api/user/profile', headers: who.headers })).json().user;

describe('PUT /api/user/update-profile: what the spec sends but never decides', () => {
  it('accepts jbwallet and couponCode and ignores them: the points stay what the ledger says', async () => {
    const response = await put({ name: 'Achieng Otieno', jbwallet: 99_999, couponCode: 'FREE-EVERYTHING', userId: customer.user.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Profile updated successfully!', user: { name: 'Achieng Otieno', jbwallet: 40 } });
    expect((await profileOf(customer)).jbwallet).toBe(40);
    expect((await ctx.app.inject({ url: '/api/wallet/balance', headers: customer.headers })).json()).toEqual({ success: true, jbwallet: 40 });
  });

  it('answers the spec\'s "userId with couponCode" call with the profile unchanged', async () => {
    const response = await put({ userId: customer.user.id, couponCode: 'JB-ANYTHING' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { _id: customer.user.id, name: 'Achieng Otieno', jbwallet: 40 } });
    expect((await put({})).json()).toEqual({ success: false, message: 'Nothing to update.' });
  });

  it("refuses another account's userId, changing nothing of either", async () => {
    const response = await put({ userId: other.user.id, name: 'Taken Over' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'That belongs to another account.' });
    expect((await profileOf(customer)).name).toBe('Achieng Otieno');
    expect((await profileOf(other)).name).not.toBe('Taken Over');
  });

  it('takes a picture upload that sends the own userId (and ignores a jbwallet field in it); refuses another userId', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
    const own = pictureForm({ userId: customer.user.id, jbwallet: '5000' }, png);
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: { ...customer.headers, ...own.headers }, payload: own.payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Profile picture updated!', user: { profilePicture: expect.stringMatching(/^\/media\/avatars\//), jbwallet: 40 } });

    const theirs = pictureForm({ userId: other.user.id }, png);
    const refused = await ctx.app.inject({ method: 'PUT', url: '/api/user/update-profile', headers: { ...customer.headers, ...theirs.headers }, payload: theirs.payload });
    expect(refused.statusCode).toBe(403);
    expect((await profileOf(other)).profilePicture).toBeNull();
  });
});
