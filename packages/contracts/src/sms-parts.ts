/**
 * How many SMS parts a text is billed as (Africa's Talking, payouts-and-messaging.md §5): 160 GSM-7 characters fit in
 * one part (153 per part once split), or 70 (67 once split) when any character is outside GSM-7 (an emoji, a curly
 * quote). GSM-7's extension characters (€ [ ] { } and the like) take two places.
 */
const GSM7_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** The encoding a text is sent in and how many places it takes in it. */
export function smsLength(text: string): { encoding: SmsEncoding; length: number } {
  let length = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) length += 1;
    else if (GSM7_EXTENDED.includes(char)) length += 2;
    // UCS-2 counts UTF-16 code units: an emoji takes two.
    else return { encoding: 'UCS-2', length: text.length };
  }
  return { encoding: 'GSM-7', length };
}

/** The number of parts a text is sent (and billed) as; an empty text is one part. */
export function smsParts(text: string): number {
  const { encoding, length } = smsLength(text);
  const [single, split] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / split);
}
