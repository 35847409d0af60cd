import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCKOUT_SECONDS } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useCountdown } from '@/lib/use-countdown';
import { Button } from '@/ui/button';
import { Hourglass } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { ForgotPasswordLink } from '../components/forgot-password-link';
import { lockoutDeadline, resetAttempts } from '../login-attempts';

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function CountdownRing({ seconds }: { seconds: number }) {
  const t = useT();
  return (
    <div className="relative mx-auto size-32">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="6" className="stroke-ink-100" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - seconds / LOCKOUT_SECONDS)}
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-1000 ease-linear"
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center" data-testid="lockout-countdown">
        <span className="text-3xl font-semibold text-ink-900 tabular-nums">{seconds}</span>
        <span className="text-xs text-ink-600">{t('auth.lockout.seconds')}</span>
      </p>
    </div>
  );
}

/** /time-count-down: the 60 s lockout after 3 failed logins; then attempts are 3 again and 'Retry Login' works. */
export function TimeCountDownPage() {
  const [deadline] = useState(() => lockoutDeadline() ?? Date.now());
  const seconds = useCountdown(deadline);
  const navigate = useNavigate();
  const t = useT();
  const over = seconds === 0;

  useEffect(() => {
    if (over) resetAttempts();
  }, [over]);

  return (
    <StatusView
      icon={Hourglass}
      tone="accent"
      title={t('auth.lockout.title')}
      actions={
        <Button variant="accent" size="lg" disabled={!over} onClick={() => navigate(paths.login)}>
          {t('auth.lockout.retry')}
        </Button>
      }
    >
      <p>{t('auth.lockout.paused', { seconds: LOCKOUT_SECONDS })}</p>
      <div className="py-4">
        <CountdownRing seconds={seconds} />
      </div>
      {/* The ticking line is not a live region (a screen reader would read it every second); the end is. */}
      {over ? null : <p className="font-medium text-ink-900">{t('auth.lockout.wait', { seconds })}</p>}
      <p role="status" className="font-medium text-ink-900">
        {over ? t('auth.lockout.over') : ''}
      </p>
      <ForgotPasswordLink />
    </StatusView>
  );
}

export { TimeCountDownPage as Component };
