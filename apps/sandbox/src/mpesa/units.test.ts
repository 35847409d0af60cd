import { describe, expect, it } from 'vitest';
import { callbackBody } from './callbacks.ts';
import { checkoutStamp, createClock, darajaTimestamp, isValidTimestamp } from './clock.ts';
import { loadMpesaConfig, SANDBOX_PASSKEY } from './config.ts';
import { createIds } from './ids.ts';
import { planFor } from './outcomes.ts';
import { darajaPassword, passwordMatches } from './password.ts';
import type { StkRequest } from './store.ts';

describe('Daraja password (§6.8)', () => {
  it('matches the published test vector', () => {
    const expected = 'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3';
    expect(darajaPassword('174379', SANDBOX_PASSKEY, '20160216165627')).toBe(expected);
    expect(passwordMatches(expected, '174379', SANDBOX_PASSKEY, '20160216165627')).toBe(true);
    expect(passwordMatches(expected, '174379', SANDBOX_PASSKEY, '20160216165628')).toBe(false);
  });
});

describe('clock', () => {
  it('writes timestamps in East Africa Time', () => {
    expect(darajaTimestamp(new Date('2016-02-16T13:56:27Z'))).toBe('20160216165627');
    expect(darajaTimestamp(new Date('2025-12-31T22:30:00Z'))).toBe('20260101013000');
    expect(checkoutStamp(new Date('2025-03-04T07:15:22Z'))).toBe('04032025101522');
  });

  it('accepts only real calendar times', () => {
    expect(isValidTimestamp('20160216165627')).toBe(true);
    expect(isValidTimestamp('20240229000000')).toBe(true);
    for (const bad of ['20230229000000', '20161316165627', '20160216245627', '2016021616562', '2016-02-16 16:56']) {
      expect(isValidTimestamp(bad), bad).toBe(false);
    }
  });

  it('can be injected and advanced', () => {
    const clock = createClock(() => new Date('2026-01-01T00:00:00Z'));
    clock.advance(3_600_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T01:00:00.000Z');
    clock.reset();
    expect(clock.offsetMs()).toBe(0);
  });
});

describe('ids', () => {
  const ids = createIds();
  const at = new Date('2025-03-04T07:15:22Z');

  it('shapes MerchantRequestID, CheckoutRequestID and receipts like Daraja', () => {
    expect(ids.merchantRequestId()).toMatch(/^\d{5}-\d{8}-1$/);
    expect(ids.checkoutRequestId('254708374149', at)).toMatch(/^ws_CO_04032025101522\d{3}708374149$/);
    expect(ids.receipt(at)).toMatch(/^TC4[A-Z0-9]{7}$/);
    expect(ids.receipt(new Date('2026-11-21T08:00:00Z'))).toMatch(/^UKL[A-Z0-9]{7}$/);
  });

  it('never repeats', () => {
    const receipts = new Set(Array.from({ length: 5000 }, () => ids.receipt(at)));
    expect(receipts.size).toBe(5000);
    const checkouts = new Set(Array.from({ length: 900 }, () => ids.checkoutRequestId('254712345678', at)));
    expect(checkouts.size).toBe(900);
  });
});

describe('config', () => {
  it('defaults: sandbox credentials, 174379, limit 250000, phone page answers outside tests', () => {
    const config = loadMpesaConfig({});
    expect(config).toMatchObject({
      consumerKey: 'mitumba-sandbox-key', consumerSecret: 'mitumba-sandbox-secret', amountLimit: 250_000,
      delayMs: 2000, timeoutMs: 60_000, autoApprove: false, callbackRetries: 0, tokenTtlSeconds: 3599,
    });
    expect(config.shortCodes).toEqual([{ shortCode: '174379', passkey: SANDBOX_PASSKEY, name: 'MITUMBA' }]);
    expect(loadMpesaConfig({ NODE_ENV: 'test' })).toMatchObject({ autoApprove: true, timeoutMs: 5000 });
  });

  it('reads SANDBOX_MPESA_* and rejects nonsense', () => {
    expect(loadMpesaConfig({ SANDBOX_MPESA_DELAY_MS: '50', SANDBOX_MPESA_AUTO_APPROVE: 'yes' })).toMatchObject({ delayMs: 50, autoApprove: true });
    expect(() => loadMpesaConfig({ SANDBOX_MPESA_DELAY_MS: 'soon' })).toThrow(/SANDBOX_MPESA_DELAY_MS/);
    expect(() => loadMpesaConfig({ SANDBOX_MPESA_AUTO_APPROVE: 'maybe' })).toThrow(/SANDBOX_MPESA_AUTO_APPROVE/);
  });
});

describe('outcomes (§6.2)', () => {
  it('maps the magic numbers', () => {
    expect(planFor('254700000001')).toMatchObject({ kind: 'auto', resultCode: 1032 });
    expect(planFor('254700000002')).toMatchObject({ kind: 'auto', resultCode: 1037, wait: 'timeout' });
    expect(planFor('254700000005')).toEqual({ kind: 'busy' });
    expect(planFor('254700000007')).toMatchObject({ resultCode: 0, delivery: 'dropped' });
    expect(planFor('254712345678')).toEqual({ kind: 'person' });
  });
});

describe('callback body', () => {
  const base = {
    merchantRequestId: '12345-67890123-1', checkoutRequestId: 'ws_CO_x', amount: 1500, phoneNumber: '254708374149',
  } as StkRequest;

  it('carries metadata only on success, Balance without a Value', () => {
    const paid = callbackBody({ ...base, resultCode: 0, resultDesc: 'ok', mpesaReceiptNumber: 'TC4AB12XYZ', transactionDate: 20250304101547 });
    expect(paid.Body.stkCallback.CallbackMetadata?.Item).toEqual([
      { Name: 'Amount', Value: 1500 },
      { Name: 'MpesaReceiptNumber', Value: 'TC4AB12XYZ' },
      { Name: 'Balance' },
      { Name: 'TransactionDate', Value: 20250304101547 },
      { Name: 'PhoneNumber', Value: 254708374149 },
    ]);
    const cancelled = callbackBody({ ...base, resultCode: 1032, resultDesc: 'Request cancelled by user' });
    expect(cancelled.Body.stkCallback).not.toHaveProperty('CallbackMetadata');
  });
});
