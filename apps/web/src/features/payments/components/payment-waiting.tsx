import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DetailList, type Detail } from '@/ui/detail-list';
import { CircleCheck, Info, Smartphone } from '@/ui/icons';
import { useProcessingStage } from '../use-processing-stage';

interface PaymentWaitingProps {
  /** Tab title and heading. */
  title: string;
  /** The tab title when it is not `title`. */
  documentTitle?: string;
  /** The four staged messages: at first, then at 1.5 s, 3 s and 8 s (spec 2 §4). */
  stages: readonly [string, string, string, string];
  details: Detail[];
  /** The soft note under the details when a status check failed (polling goes on). */
  checkProblem?: ReactNode;
  /** Paid: the pulse stops, and `paidMessage` replaces the staged ones. */
  paidMessage?: string;
  children?: ReactNode;
}

/** A progress screen waiting for the customer's phone: pulsing phone, staged messages in a live region, the payment. */
export function PaymentWaiting({ title, documentTitle, stages, details, checkProblem, paidMessage, children }: PaymentWaitingProps) {
  useDocumentTitle(documentTitle ?? title);
  const stage = useProcessingStage();
  const paid = paidMessage !== undefined;
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-14 text-center sm:py-20">
      <span className="relative inline-flex size-20 items-center justify-center">
        {paid ? null : <span aria-hidden="true" className="absolute inset-0 rounded-full bg-brand-100 motion-safe:animate-ping" />}
        <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {paid ? <CircleCheck aria-hidden="true" className="size-8" /> : <Smartphone aria-hidden="true" className="size-8" />}
        </span>
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h1>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-base text-ink-700">
        {paid ? paidMessage : stages[stage]}
      </p>
      <DetailList className="mt-6" details={details} />
      {checkProblem && !paid ? <div className="mt-4 w-full">{checkProblem}</div> : null}
      {children}
    </section>
  );
}

/** The quiet 'Failed to check payment status' line: the next check may well answer. */
export function CheckFailedNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-ink-600">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
