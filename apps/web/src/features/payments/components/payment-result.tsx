import type { ReactNode } from 'react';
import { DetailList, type Detail } from '@/ui/detail-list';
import { PhoneCall, type LucideIcon } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { SupportPhone } from '@/ui/support-phone';
import { useT } from '@/i18n';

interface PaymentResultProps {
  icon: LucideIcon;
  tone: 'brand' | 'danger' | 'accent';
  title: string;
  children?: ReactNode;
  details: Detail[];
  actions: ReactNode;
  /** Failure and pending pages give the support phone (spec 2 §2). */
  withSupport?: boolean;
}

function SupportLine() {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1.5 pt-2 text-sm">
      <PhoneCall aria-hidden="true" className="size-4 text-brand-700" />
      {t('payments.needHelp')}
      <SupportPhone />
    </p>
  );
}

/** The frame of the M-Pesa result pages: icon, heading, message, the payment's details, actions, support. */
export function PaymentResult({ icon, tone, title, children, details, actions, withSupport = false }: PaymentResultProps) {
  return (
    <StatusView icon={icon} tone={tone} title={title} actions={actions}>
      {children}
      <DetailList details={details} className="mt-4" />
      {withSupport ? <SupportLine /> : null}
    </StatusView>
  );
}
