import type { C2bRegistrationResponse } from '@mitumba/contracts';
import { cn } from '@/lib/cn';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { formatShopTime } from '../order-labels';
import { useC2bRegistration, useRegisterC2bAgain } from './c2b-registration-api';

type Registration = NonNullable<C2bRegistrationResponse['registration']>;

/** Daraja's words: its ResponseDescription (or errorMessage), else the answer as it came. */
export function darajaSays(answer: unknown): string {
  if (answer && typeof answer === 'object') {
    const said = (answer as Record<string, unknown>).ResponseDescription ?? (answer as Record<string, unknown>).errorMessage ?? (answer as Record<string, unknown>).error;
    if (typeof said === 'string' && said) return said;
  }
  return answer === null || answer === undefined ? 'No answer' : JSON.stringify(answer);
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-ink-600 sm:w-40">{label}</dt>
      <dd className="font-medium wrap-anywhere text-ink-900">{value}</dd>
    </div>
  );
}

function Registered({ registration, current }: { registration: Registration; current: C2bRegistrationResponse['settings'] }) {
  const outdated = registration.shortCode !== current.shortCode || registration.version !== current.version
    || registration.confirmationUrl !== current.confirmationUrl || registration.validationUrl !== current.validationUrl;
  return (
    <>
      <p data-testid="c2b-status" className={cn('mt-3 inline-flex min-h-7 items-center rounded-full px-3 text-sm font-semibold', registration.ok ? 'bg-brand-50 text-brand-800' : 'bg-danger-50 text-danger-700')}>
        {registration.ok ? 'Registered: OK' : 'Not registered: Daraja refused'}
      </p>
      <dl className="mt-2 divide-y divide-ink-100 text-sm">
        <Detail label="Shortcode" value={registration.shortCode} />
        <Detail label="API version" value={registration.version} />
        <Detail label="Confirmation URL" value={registration.confirmationUrl} />
        <Detail label="Validation URL" value={registration.validationUrl} />
        <Detail label="When" value={formatShopTime(registration.registeredAt)} />
        <Detail label="Daraja's answer" value={darajaSays(registration.answer)} />
      </dl>
      {outdated ? <p className="mt-2 text-sm text-danger-700">The shop's paybill settings changed since: register again.</p> : null}
    </>
  );
}

/**
 * Payment settings' "M-Pesa paybill (C2B)": what was registered with Daraja (shortcode, version, URLs, when, its answer,
 * OK or not), and "Register again" (decision 0038). Payments to the paybill reach the shop only through these URLs.
 */
export function C2bRegistrationPanel() {
  const registration = useC2bRegistration();
  const again = useRegisterC2bAgain();
  const register = () => again.mutate(undefined, {
    onSuccess: (answer) => (answer.registration?.ok ? toast.success('Registered with Daraja') : toast.error(`Daraja refused: ${darajaSays(answer.registration?.answer)}`)),
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
  });

  return (
    <section aria-labelledby="c2b-title" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="c2b-title" className="text-lg font-semibold text-ink-900">M-Pesa paybill (C2B)</h2>
      <p className="mt-1 text-sm text-ink-700">Customers pay any unpaid order to this paybill with the order's reference as the account; M-Pesa tells the shop at these addresses.</p>
      {registration.isPending ? <Skeleton className="mt-3 h-48 w-full rounded-xl" /> : null}
      {registration.isError ? (
        <p role="alert" className="mt-3 text-danger-700">{isApiError(registration.error) ? registration.error.message : 'Could not load the registration. Please try again.'}</p>
      ) : null}
      {registration.data?.registration ? <Registered registration={registration.data.registration} current={registration.data.settings} /> : null}
      {registration.data && !registration.data.registration ? (
        <p className="mt-3 text-sm text-ink-800">Not registered yet: paybill {registration.data.settings.shortCode} ({registration.data.settings.version}).</p>
      ) : null}
      <Button variant="secondary" className="mt-4" disabled={again.isPending || !registration.data} onClick={register}>
        {again.isPending ? 'Registering...' : 'Register again'}
      </Button>
    </section>
  );
}
