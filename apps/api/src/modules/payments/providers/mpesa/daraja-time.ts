const nairobi = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** `YYYYMMDDHHmmss` in East Africa Time, as Daraja wants it whatever the server's time zone. */
export function darajaTimestamp(at: Date): string {
  const parts = Object.fromEntries(nairobi.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** base64(shortcode + passkey + timestamp), reference §1.3. */
export function darajaPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');
}
