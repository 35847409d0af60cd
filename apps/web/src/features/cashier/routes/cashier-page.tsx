import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { useProfile } from '@/features/account';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCountdown } from '@/lib/use-countdown';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentCode } from '../api/get-current-code';

function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function CodeCard({ code, expiresAt }: { code: string; expiresAt: string }) {
  const left = useCountdown(Date.parse(expiresAt));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Security code copied!');
    } catch {
      toast.error('Could not copy the code. Read it out to the customer instead.');
    }
  };
  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-6 text-center shadow-sm">
      <p className="text-sm font-medium uppercase tracking-widest text-ink-600">Current security code</p>
      <p className="mt-3 font-mono text-5xl font-bold tracking-[0.3em] text-brand-800" aria-live="polite" data-testid="security-code">
        {code}
      </p>
      <p className="mt-3 text-sm text-ink-600" role="timer">
        A new code in <span className="font-semibold text-ink-900">{minutesAndSeconds(left)}</span>
      </p>
      <Button className="mt-5 w-full" size="lg" onClick={() => void copy()}>
        Copy code
      </Button>
    </div>
  );
}

/** The cashier's screen: the 5-digit code customers enter for cash and cash-on-delivery orders (spec 2). */
export function CashierPage() {
  useDocumentTitle('Security code');
  const session = useSession();
  const profile = useProfile();
  const isCashier = profile.data?.role === 'cashier';
  const code = useCurrentCode(isCashier);

  if (!session) return <Navigate to={paths.login} replace />;
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold text-ink-900">Security code</h1>
      <p className="mt-2 text-ink-700">Give this code to a customer paying cash or on delivery. It changes every 10 minutes.</p>
      <div className="mt-6">
        {profile.isPending || (isCashier && code.isPending) ? <Skeleton className="h-56 w-full rounded-2xl" /> : null}
        {profile.data && !isCashier ? <p role="alert" className="text-ink-800">Only cashiers can see the security code.</p> : null}
        {code.isError ? <p role="alert" className="text-danger-700">Could not load the security code. Please try again.</p> : null}
        {code.data ? <CodeCard code={code.data.code} expiresAt={code.data.expiresAt} /> : null}
      </div>
    </section>
  );
}

export { CashierPage as Component };
