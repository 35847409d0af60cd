import { type OrderView } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';
import { BankTransferBlock } from './bank-transfer-block';
import { useLingui, useMoney, useT, type MessageId } from '@/i18n';

type DepositEntry = OrderView['deposits'][number];

const WHEN = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' } as const;

const statusTones = {
  paid: 'bg-success-50 text-success-700',
  pending: 'bg-accent-100 text-ink-900',
  failed: 'bg-danger-50 text-danger-700',
} as const;
const statusLabels = { paid: 'deposits.status.paid', pending: 'deposits.status.pending', failed: 'deposits.status.failed' } as const satisfies Record<string, MessageId>;

function DepositRow({ entry }: { entry: DepositEntry }) {
  const t = useT();
  const money = useMoney();
  const { i18n } = useLingui();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2.5" data-testid="deposit-entry">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink-900">
          {t(entry.purpose === 'deposit' ? 'deposits.list.deposit' : 'deposits.list.towardsBalance')}
          <span className="font-normal text-ink-600"> · {entry.method}</span>
        </p>
        <p className="text-xs text-ink-600">
          <time dateTime={entry.date}>{i18n.date(new Date(entry.date), WHEN)}</time>
          {entry.mpesaReceipt ? <> · {t('deposits.list.receipt')} <span className="font-medium text-ink-800">{entry.mpesaReceipt}</span></> : null}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-sm font-semibold text-ink-900 tabular-nums">{money.price(entry.amount)}</span>
        <span className={cn('inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold', statusTones[entry.status])} data-testid="deposit-status">
          {t(statusLabels[entry.status])}
        </span>
      </div>
    </li>
  );
}

/**
 * A deposit order's payments (spec 2 §3 Deposit entry): the deposit and each payment towards the balance, with method,
 * amount, status, date and receipt, then what is left. A bank payment still waiting shows where to pay it.
 */
export function DepositList({ order }: { order: OrderView }) {
  const waitingBank = order.deposits.find((entry) => entry.paymentMethod === 'bank' && entry.status === 'pending');
  const headingId = `deposits-${order.orderId}`;
  const t = useT();
  const money = useMoney();
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl border border-ink-200 bg-ink-50 px-3 py-2 sm:px-4" data-testid="deposits">
      <h3 id={headingId} className="pt-1 text-sm font-semibold text-ink-900">
        {t('deposits.list.title')}
      </h3>
      <ul className="divide-y divide-ink-200">
        {order.deposits.map((entry) => (
          <DepositRow key={entry._id} entry={entry} />
        ))}
      </ul>
      <p className="flex justify-between border-t border-ink-300 py-2.5 text-sm font-semibold text-ink-900">
        <span>{t('deposits.list.balance')}</span>
        <span className="tabular-nums" data-testid="deposit-balance">{money.price(order.balance)}</span>
      </p>
      {waitingBank ? (
        <div className="pb-2">
          <BankTransferBlock orderId={order.orderId} reference={order.reference} amount={waitingBank.amount} />
        </div>
      ) : null}
    </section>
  );
}
