import { useEffect, useState } from 'react';
import { useUserName } from '@/features/account';
import { greetingLine } from './greeting';

const MINUTE = 60_000;

/** The header greeting, refreshed every minute so it turns from Morning to Afternoon on time. */
export function useGreeting(): string {
  const name = useUserName();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return greetingLine(now, name);
}
