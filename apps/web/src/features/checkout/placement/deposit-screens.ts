import { pesafluxPhone } from '@mitumba/contracts/mobile-money';
import { TEMP_ORDER_PREFIX, TINYPESA_DEPOSIT_PREFIX } from '@mitumba/contracts/deposits';
import type { DepositPlacementData } from '@mitumba/contracts/plain';
import { depositPaths, paths } from '@/lib/paths';
import type { DepositMethodId } from '../api/place-deposit';

/**
 * The id a deposit placement carries (spec 2 §3): the checkout's ORD-… id as TEMP-… (DEPO-… for TinyPesa), with the
 * same timestamp and hex, so the server names the same order and a repeated submit is the same placement.
 */
export function depositPlacementId(orderId: string, method: DepositMethodId): string {
  const suffix = orderId.replace(/^ORD-/, '');
  return `${method === 'tinypesa' ? TINYPESA_DEPOSIT_PREFIX : TEMP_ORDER_PREFIX}${suffix}`;
}

/** The phone the deposit's prompt goes to: PesaFlux takes 254…, the others the phone as typed. */
export const depositPromptPhone = (method: DepositMethodId, phone: string): string => (method === 'pesaflux' ? pesafluxPhone(phone) : phone);

/** Who is paying and from which phone: what the progress screens show beside the server's answer. */
interface Payer {
  phone: string;
  customerName: string;
}

/** Where a placed deposit goes next and with which navigation state (web brief; spec 2 §2). */
export function depositNextScreen(method: DepositMethodId, data: DepositPlacementData, { phone, customerName }: Payer): { path: string; state: object } {
  const { orderId, depositAmount: amount, balance, requestId } = data;
  const prompt = { orderId, amount, balance, phone, customerName };
  switch (method) {
    case 'mpesa':
      return { path: depositPaths.processing, state: { mpesaRequestId: data.mpesaRequestId ?? requestId, ...prompt } };
    case 'lipia':
      return { path: depositPaths.lipiaProcessing, state: { lipiaRequestId: data.lipiaRequestId ?? requestId, ...prompt } };
    case 'tinypesa':
      return { path: depositPaths.tinypesaProcessing, state: { tinypesaRequestId: data.tinypesaRequestId ?? requestId, ...prompt } };
    case 'pesaflux':
      return {
        path: paths.pesafluxProcessing,
        state: {
          pesaFluxRequestId: data.pesaFluxRequestId ?? requestId, orderId, isDeposit: true, amount, balance, customerName,
          paymentDetails: { amount, phone }, orderDetails: { orderId, amount, customerName },
        },
      };
    case 'paystack':
      return { path: paths.paystackProcessing, state: { authorizationUrl: data.authorizationUrl ?? '', reference: data.reference ?? '', orderId, amount, isDeposit: true } };
    default:
      // Cash (paid at once) and bank (a paybill transfer the shop confirms).
      return {
        path: depositPaths.placed,
        state: { orderId, orderReference: data.orderReference ?? null, depositAmount: amount, balance, total: data.amount, method, paymentStatus: data.paymentStatus, bankDetails: data.bankDetails ?? null },
      };
  }
}
