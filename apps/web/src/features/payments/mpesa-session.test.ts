import { describe, expect, it } from 'vitest';
import { readMpesaSession, resolveMpesaSession, startMpesaSession } from './mpesa-session';

const session = { mpesaRequestId: 'ws_CO_1', orderId: 'ORD-1', amount: 2500, phone: '0712345678', customerName: 'Amina' };

describe('resolveMpesaSession', () => {
  it('keeps the navigation state in sessionStorage, so a reload finds it', () => {
    expect(resolveMpesaSession(session)).toEqual(session);
    expect(readMpesaSession()).toEqual(session);
    expect(resolveMpesaSession(null)).toEqual(session);
  });

  it("fills what 'Check Again' state lacks from the stored session of the same request", () => {
    startMpesaSession(session);
    expect(resolveMpesaSession({ mpesaRequestId: 'ws_CO_1', orderId: 'ORD-1' })).toEqual(session);
  });

  it('lets a new payment replace a stored one and ignores state without a request id', () => {
    startMpesaSession(session);
    expect(resolveMpesaSession({ mpesaRequestId: 'ws_CO_2', orderId: 'ORD-2' })).toEqual({
      mpesaRequestId: 'ws_CO_2', orderId: 'ORD-2', amount: 0, phone: '', customerName: '',
    });
    sessionStorage.clear();
    expect(resolveMpesaSession({ orderId: 'ORD-3' })).toBeNull();
  });
});
