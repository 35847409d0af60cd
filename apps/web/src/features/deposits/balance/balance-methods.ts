import { paymentMethodLabels } from '@mitumba/contracts/plain';
import { DEPOSIT_MESSAGES, balanceMethods, type BalanceMethod } from '@mitumba/contracts/deposits';
import { pesafluxPhone } from '@mitumba/contracts/mobile-money';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/i18n';

/** The methods the pay-balance form offers: those of the shop's deposit methods a balance can be paid with, in order. */
export function offeredBalanceMethods(depositMethods: readonly string[]): BalanceMethod[] {
  return balanceMethods.filter((method) => depositMethods.includes(method));
}

/** How a balance method is named to the customer ('{method} payment initiated', the buttons). */
export function balanceMethodName(t: Translate, method: BalanceMethod): string {
  return method === 'bank' ? t('deposits.method.bankTransfer') : paymentMethodLabels[method];
}

/** The phone as the method's call wants it: PesaFlux takes 254… (a leading 0 becomes 254, a leading + goes; spec 2 §5). */
export function promptPhoneFor(method: BalanceMethod, phone: string): string {
  return method === 'pesaflux' ? pesafluxPhone(phone) : phone.trim();
}

/** Why a balance payment did not start (spec 2 §8): the server's message, else the method's fallback. */
export function initiationFailure(method: BalanceMethod, error: unknown): string {
  const message = isApiError(error) ? (error.body as { message?: unknown } | null)?.message : undefined;
  if (typeof message === 'string' && message) return message;
  return method === 'pesaflux' ? DEPOSIT_MESSAGES.pesafluxInitiateFailed : DEPOSIT_MESSAGES.initiateFailed;
}
