import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { assertReadyForProduction } from '../../../production-checks.ts';
import { freshDatabase } from '../../../test/database.ts';
import { productionConfig as production } from '../../../test/production-config.ts';
import { SANDBOX_AFRICASTALKING } from './sms-config.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database.close());


describe("Africa's Talking settings", () => {
  it('texts through the demo\'s emulator with the sandbox credentials when nothing is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://shop.test:3000/' }).sms).toEqual({
      baseUrl: 'http://shop.test:3000/sandbox/africastalking', username: 'sandbox', apiKey: SANDBOX_AFRICASTALKING.apiKey, senderId: null,
    });
  });

  it('in production: SMS off without AT_API_KEY, Africa\'s Talking\'s own host with it', async () => {
    expect(production().sms).toBeNull();
    await expect(assertReadyForProduction(production(), database.db)).resolves.toBeUndefined();
    const own = production({ AT_USERNAME: 'mitumba', AT_API_KEY: 'atsk_live_shop', AT_SENDER_ID: 'MITUMBA' });
    expect(own.sms).toEqual({ baseUrl: 'https://api.africastalking.com', username: 'mitumba', apiKey: 'atsk_live_shop', senderId: 'MITUMBA' });
    await expect(assertReadyForProduction(own, database.db)).resolves.toBeUndefined();
  });

  it('in production: refuses the sandbox\'s username or key, and the local emulator', async () => {
    await expect(assertReadyForProduction(production({ AT_API_KEY: SANDBOX_AFRICASTALKING.apiKey, AT_USERNAME: 'sandbox' }), database.db))
      .rejects.toThrow(/sandbox credentials of Africa's Talking: set AT_USERNAME, AT_API_KEY/);
    await expect(assertReadyForProduction(production({ AT_API_KEY: 'atsk_live_shop' }), database.db)).rejects.toThrow(/set AT_USERNAME to/);
    const local = production({ AT_API_KEY: 'atsk_live_shop', AT_USERNAME: 'mitumba', AT_BASE_URL: 'http://localhost:3000/sandbox/africastalking' });
    await expect(assertReadyForProduction(local, database.db)).rejects.toThrow(/refuses SMS on the local sandbox/);
  });

  it('refuses a sender id Africa\'s Talking would not take, naming the variable', () => {
    expect(() => loadConfig({ AT_SENDER_ID: 'MITUMBA-SHOP-KENYA' })).toThrow(/AT_SENDER_ID: must be an approved sender id/);
  });
});
