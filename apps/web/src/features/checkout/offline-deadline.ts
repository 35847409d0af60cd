/** When an unpaid cash-on-delivery or paybill order is cancelled, in words (OFFLINE_ORDER_HOURS comes from the server). */
const nairobi = new Intl.DateTimeFormat('en-KE', { timeZone: 'Africa/Nairobi', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function beforePlacingDeadline(hours: number): string {
  return `Pay within ${hours} hours of placing the order, or it is cancelled and its items go back on sale.`;
}

export function placedDeadline(payBy: string | null): string | null {
  return payBy ? `Pay by ${nairobi.format(new Date(payBy))} (Nairobi time), or the order is cancelled and its items go back on sale.` : null;
}
