import { centsToShillings, formatTotal, normalisePhone } from '@mitumba/contracts';
import type { RefundRow, RefundState } from './refunds.repo.ts';

const cards = new Set(['paystack', 'stripe', 'razorpay']);

/** 0712 345 678 from any accepted form of a Kenyan number. */
function spacedPhone(phone: string): string {
  const international = normalisePhone(phone);
  if (!international) return phone;
  const local = `0${international.slice(4)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

function destination(refund: RefundRow): string {
  if (refund.method === 'reversal' || refund.method === 'b2c') return refund.phone ? `M-Pesa ${spacedPhone(refund.phone)}` : 'the M-Pesa number you paid from';
  if (cards.has(refund.provider)) return 'the card you paid with';
  if (refund.provider === 'cash' || refund.provider === 'cod') return 'you in cash at the shop';
  return 'you';
}

function stateWords(refund: RefundRow): string {
  switch (refund.state) {
    case 'succeeded':
      if (refund.method === 'hand-back') return `handed back${refund.handedBackAt ? ` on ${refund.handedBackAt.toISOString().slice(0, 10)}` : ''}`;
      return `sent${refund.payoutReceipt ? ` (receipt ${refund.payoutReceipt})` : ''}`;
    case 'failed':
      return `not sent (${(refund.resultMessage ?? 'the payment provider refused it').replace(/\.$/, '')}); the shop will send it another way`;
    case 'manual':
      return refund.method === 'hand-back' ? 'to be handed back by the shop' : 'being checked by the shop';
    default:
      return 'on its way';
  }
}

/** The customer's line: "Refund of Ksh 1,500.00 to M-Pesa 0712 345 678: sent (receipt TKR4XYZ123)". */
export function refundLine(refund: RefundRow): string {
  return `Refund of Ksh ${formatTotal(centsToShillings(refund.amountCents))} to ${destination(refund)}: ${stateWords(refund)}`;
}

/** What the order pages show of one refund. */
export function refundView(refund: RefundRow) {
  return {
    id: refund.id, state: refund.state as RefundState, method: refund.method, provider: refund.provider, amount: centsToShillings(refund.amountCents),
    receipt: refund.payoutReceipt, text: refundLine(refund), createdAt: refund.createdAt.toISOString(),
  };
}
