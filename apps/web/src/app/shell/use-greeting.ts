import { useEffect, useState } from 'react';
import { useUserName } from '@/features/account';
import { useT } from '@/i18n';
import { greetingLine } from './greeting';

const MINUTE = 60_000;

/** The header greeting, refreshed every minute so it turns from Morning to Afternoon on time. */
export function useGreeting(): string {
  const name = useUserName();
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return greetingLine(t, now, name);
}
