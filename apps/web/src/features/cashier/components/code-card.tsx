import { toast } from '@/ui/toaster';
import { formatClock, useCountdown } from '@/lib/use-countdown';
import { Button } from '@/ui/button';

/** The cashier's current code, when it changes, and a copy button. */
export function CodeCard({ code, expiresAt }: { code: string; expiresAt: string }) {
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
        A new code in <span className="font-semibold text-ink-900">{formatClock(left)}</span>
      </p>
      <p className="mt-1 text-xs text-ink-600">Each code pays for one order: a new one shows here as soon as it is used.</p>
      <Button className="mt-5 w-full" size="lg" onClick={() => void copy()}>
        Copy code
      </Button>
    </div>
  );
}
