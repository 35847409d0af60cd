import type { MessageId, Translate } from '@/i18n';

/** 'Good Morning' before 12:00, 'Good Afternoon' before 18:00, otherwise 'Good Evening' (spec 1 §2): the message id. */
export function timeOfDayGreeting(now: Date): MessageId {
  const hour = now.getHours();
  if (hour < 12) return 'shell.greeting.morning';
  if (hour < 18) return 'shell.greeting.afternoon';
  return 'shell.greeting.evening';
}

/** 'Good Evening, Wanjiru' when logged in, the plain greeting for visitors. */
export function greetingLine(t: Translate, now: Date, name: string | undefined): string {
  const greeting = t(timeOfDayGreeting(now));
  return name ? t('shell.greeting.named', { greeting, name }) : greeting;
}
