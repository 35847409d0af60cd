import { randomInt } from 'node:crypto';
import { checkoutStamp } from '../mpesa/clock.ts';

/**
 * PesaFlux's `transaction_request_id`, shaped like the SDKs' example `SOFTPID1011202412340712682` (§5.2): `SOFTPID`
 * and 19 digits. The example reads as DDMMYYYYHHmmss plus five more digits, so that is what is made (EAT, like the
 * rest of the M-Pesa side); unique for the life of the emulator.
 */
export type TransactionIds = { next(at: Date): string };

export const TRANSACTION_ID = /^SOFTPID\d{19}$/;

export function createTransactionIds(): TransactionIds {
  const used = new Set<string>();
  return {
    next(at) {
      for (;;) {
        const id = `SOFTPID${checkoutStamp(at)}${String(randomInt(100_000)).padStart(5, '0')}`;
        if (!used.has(id)) {
          used.add(id);
          return id;
        }
      }
    },
  };
}
