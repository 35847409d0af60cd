/** 'Good Morning' before 12:00, 'Good Afternoon' before 18:00, otherwise 'Good Evening' (spec 1 §2). */
export function timeOfDayGreeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** 'Good Evening, Wanjiru' when logged in, the plain greeting for visitors. */
export function greetingLine(now: Date, name: string | undefined): string {
  const greeting = timeOfDayGreeting(now);
  return name ? `${greeting}, ${name}` : greeting;
}
