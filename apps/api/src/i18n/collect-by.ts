const swahiliDay = new Intl.DateTimeFormat('sw-KE', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The last day to collect an order (YYYY-MM-DD) as a Kiswahili reader says it: 'Ijumaa 4 Des 2026' (GSM-7 only). */
export const swahiliCollectBy = (day: string): string => swahiliDay.format(new Date(`${day}T12:00:00Z`)).replace(/,/g, '');
