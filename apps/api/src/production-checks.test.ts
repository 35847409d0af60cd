import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';
import { users } from './db/schema/index.ts';
import { hashPassword } from './lib/passwords.ts';
import { assertReadyForProduction } from './production-checks.ts';
import { freshDatabase } from './test/database.ts';
import { productionConfig as production } from './test/production-config.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database.close());


describe('assertReadyForProduction', () => {
  it('refuses to start without SMTP_URL or with the demo seed', async () => {
    await expect(assertReadyForProduction(loadConfig({ NODE_ENV: 'production' }), database.db)).rejects.toThrow(/SMTP_URL/);
    await expect(assertReadyForProduction(production({ SEED_DEMO: 'true' }), database.db)).rejects.toThrow(/SEED_DEMO/);
    await expect(assertReadyForProduction(production(), database.db)).resolves.toBeUndefined();
  });

  it('refuses to send M-Pesa payments to the local sandbox', async () => {
    await expect(assertReadyForProduction(production({ MPESA_BASE_URL: '' }), database.db)).rejects.toThrow(/MPESA_BASE_URL/);
  });

  it('refuses the published sandbox M-Pesa credentials or passkey, naming each', async () => {
    const sandboxCredentials = production({ MPESA_CONSUMER_KEY: '', MPESA_CONSUMER_SECRET: '', MPESA_PASSKEY: '' });
    await expect(assertReadyForProduction(sandboxCredentials, database.db))
      .rejects.toThrow(/published sandbox M-Pesa credentials: set MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_PASSKEY/);
    await expect(assertReadyForProduction(production({ MPESA_PASSKEY: '' }), database.db)).rejects.toThrow(/set MPESA_PASSKEY to/);
    await expect(assertReadyForProduction(production({ MPESA_C2B_SHORTCODE: '174379' }), database.db)).rejects.toThrow(/set MPESA_C2B_SHORTCODE to/);
    await expect(assertReadyForProduction(production({ MPESA_PULL_NOMINATED_NUMBER: '' }), database.db)).rejects.toThrow(/set MPESA_PULL_NOMINATED_NUMBER to/);
  });

  it("refuses the sandbox initiator (refunds would be sent with the emulator's password and certificate)", async () => {
    await expect(assertReadyForProduction(production({ MPESA_SECURITY_CREDENTIAL: '' }), database.db))
      .rejects.toThrow(/set MPESA_INITIATOR_PASSWORD, MPESA_CERTIFICATE to/);
    await expect(assertReadyForProduction(production({ MPESA_SECURITY_CREDENTIAL: '', MPESA_INITIATOR_PASSWORD: 'own', MPESA_CERTIFICATE: '/etc/mitumba/mpesa.cer' }), database.db))
      .resolves.toBeUndefined();
  });

  it('offers an aggregator or card provider only once keyed, and refuses it on the sandbox or with the sandbox keys', async () => {
    const bare = production();
    expect([bare.lipia, bare.tinypesa, bare.pesaflux, bare.kcb, bare.paystack, bare.stripe, bare.razorpay]).toEqual([null, null, null, null, null, null, null]);
    const keyed = production({ PAYSTACK_SECRET_KEY: 'sk_live_shop', PAYSTACK_PUBLIC_KEY: 'pk_live_shop', LIPIA_API_KEY: 'shop-lipia-key' });
    expect(keyed.paystack?.baseUrl).toBe('https://api.paystack.co');
    expect(keyed.lipia?.baseUrl).toBe('https://lipia-api.kreativelabske.com');
    await expect(assertReadyForProduction(keyed, database.db)).resolves.toBeUndefined();
    const onSandbox = production({ STRIPE_API_BASE: 'http://localhost:3000/sandbox/stripe', STRIPE_SECRET_KEY: 'sk_live_shop', STRIPE_WEBHOOK_SECRET: 'whsec_shop' });
    await expect(assertReadyForProduction(onSandbox, database.db)).rejects.toThrow(/refuses STRIPE on the local sandbox/);
    const sandboxKeys = production({ RAZORPAY_BASE_URL: 'https://api.razorpay.com' });
    await expect(assertReadyForProduction(sandboxKeys, database.db))
      .rejects.toThrow(/sandbox credentials of RAZORPAY: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
  });

  it('refuses to start while a demo account keeps the published password', async () => {
    await database.db.insert(users).values({
      name: 'Mitumba Admin', email: 'admin@mitumba.test', phone: '+254700000001', role: 'admin', status: 'active',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    await expect(assertReadyForProduction(production(), database.db)).rejects.toThrow(/admin@mitumba\.test/);
    await database.db.update(users).set({ passwordHash: await hashPassword('A-new#Secret-2025') });
    await expect(assertReadyForProduction(production(), database.db)).resolves.toBeUndefined();
  });

  it('asks nothing of a development server', async () => {
    await expect(assertReadyForProduction(loadConfig({}), database.db)).resolves.toBeUndefined();
  });
});
