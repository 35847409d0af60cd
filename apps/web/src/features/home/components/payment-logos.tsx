import type { ReactNode } from 'react';
import { Banknote, Truck } from '@/ui/icons';
import { useT } from '@/i18n';

/** Brand names, the same in every language. */
const BRANDS = { mpesa: 'M-PESA', airtel: 'Airtel Money', visa: 'VISA', mastercard: 'Mastercard' };

/** Our own text badges for the ways to pay (no external logos). */
function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <li
      className={`inline-flex h-10 items-center gap-1.5 rounded-lg border border-ink-200 bg-white px-3 text-sm font-bold ${className}`}
    >
      {children}
    </li>
  );
}

export function PaymentLogos() {
  const t = useT();
  return (
    <section aria-labelledby="payments-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="payments-title" className="text-center text-xs font-semibold tracking-widest text-ink-500 uppercase">
        {t('home.payments.title')}
      </h2>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <Badge className="text-success-700">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-success-600" />
          {BRANDS.mpesa}
        </Badge>
        <Badge className="text-danger-700">{BRANDS.airtel}</Badge>
        <Badge className="text-brand-800">
          <Banknote aria-hidden="true" className="size-4" />
          {t('home.payments.bank')}
        </Badge>
        <Badge className="text-ink-800">
          <Truck aria-hidden="true" className="size-4" />
          {t('home.payments.cod')}
        </Badge>
        <Badge className="text-brand-900 italic">{BRANDS.visa}</Badge>
        <Badge className="text-ink-900">
          <span aria-hidden="true" className="flex">
            <span className="size-4 rounded-full bg-danger-600" />
            <span className="-ml-1.5 size-4 rounded-full bg-accent-500 mix-blend-multiply" />
          </span>
          {BRANDS.mastercard}
        </Badge>
      </ul>
    </section>
  );
}
