import { DEFAULT_LANGUAGE, formatTotal, isLanguage, type BankDetails, type Language, type OrderView } from '@mitumba/contracts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { orderMailWords } from '../../lib/mail/order-mail-words.ts';
import { orderMail } from '../../lib/mail/templates.ts';
import type { OrderRow } from './orders.repo.ts';

export type OrderMailDeps = {
  mailer: Mailer;
  /** The account's name, e-mail and language (null: never chosen, English). */
  contact: (userId: string) => Promise<{ name: string; email: string; language?: string | null | undefined } | undefined>;
  publicUrl: string;
  bankDetails: () => Promise<BankDetails>;
};

/**
 * Where an order's e-mails go: the delivery address's e-mail, else the account's; walk-in sales have none. They are
 * written in the account's language as it is when the mail is written (the job runs).
 */
export async function orderRecipient(deps: Pick<OrderMailDeps, 'contact'>, order: OrderRow): Promise<{ to: string; name: string | undefined; language: Language } | undefined> {
  if (order.customerName) return undefined;
  const account = await deps.contact(order.userId);
  const given = (order.address as { email?: string }).email;
  const to = given && given.includes('@') ? given : account?.email;
  const language = isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE;
  return to ? { to, name: account?.name, language } : undefined;
}

/**
 * The order e-mail: to the delivery address's e-mail, else the account's; walk-in sales have none. A paybill order or
 * bank deposit gives the paybill; a deposit order not yet paid off says the deposit and the balance it leaves.
 */
export function createOrderMail(deps: OrderMailDeps, views: (rows: OrderRow[]) => Promise<OrderView[]>) {
  /** `key`: the cause of this e-mail (its job), so sending it again after a crash is one e-mail. */
  return async function sendConfirmation(order: OrderRow, key?: string): Promise<void> {
    const recipient = await orderRecipient(deps, order);
    if (!recipient) return;
    const { to } = recipient;
    const words = orderMailWords[recipient.language];
    const [view] = await views([order]);
    if (!view) return;
    const deposit = view.paymentStatus === 'paid' ? undefined : view.deposits.find((entry) => entry.purpose === 'deposit');
    const byPaybill = view.paymentMethodId === 'sidian' || deposit?.paymentMethod === 'bank';
    const bank = byPaybill ? await deps.bankDetails() : undefined;
    await deps.mailer.send(orderMail(to, recipient.name ?? view.address.firstName ?? words.there, {
      orderRef: view.orderId, amount: formatTotal(view.amount), method: view.paymentMethod, paid: view.paymentStatus === 'paid',
      items: view.items.map((item) => `${item.quantity} × ${item.name} (${item.size})`),
      // A paybill order is paid to its short reference; a bank deposit still names the order (its screens do too).
      paybill: bank && view.paymentMethodId === 'sidian'
        ? `${bank.bankName}: ${words.paybill(bank.paybill, view.reference, `Ksh ${formatTotal(view.amount)}`)}`
        : bank ? words.bankDeposit(bank, view.reference || view.orderId) : undefined,
      deposit: deposit && {
        amount: formatTotal(deposit.amount), paid: deposit.status === 'paid', balance: formatTotal(deposit.status === 'paid' ? view.balance : view.amount - deposit.amount),
      },
    }, `${deps.publicUrl}/order/${encodeURIComponent(view.orderId)}`, words), key ? { key } : {});
  };
}
