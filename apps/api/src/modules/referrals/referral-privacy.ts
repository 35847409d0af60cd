/**
 * What a referrer sees of the friends they brought (decision 0022): enough to recognise them, not enough to reach
 * someone who merely typed their phone or code: first name and last initial, the phone's first two and last three
 * digits, the e-mail's first letter and domain.
 */
export function maskedName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** `+254712345678` → `07*****678`. */
export function maskedPhone(phone: string): string {
  const local = phone.startsWith('+254') ? `0${phone.slice(4)}` : phone;
  if (local.length < 6) return '*'.repeat(local.length);
  return `${local.slice(0, 2)}${'*'.repeat(local.length - 5)}${local.slice(-3)}`;
}

/** `achieng@example.test` → `a***@example.test`. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}
