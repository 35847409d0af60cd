/** The sandbox phone's link to its SMS inbox (the same number's when the phone page shows one). */
export function smsInboxLink(phonePath: string, msisdn: string | undefined): string {
  const inbox = `${phonePath.replace(/\/mpesa\/phone$/, '/africastalking/inbox')}${msisdn ? `?msisdn=${encodeURIComponent(msisdn)}` : ''}`;
  return `<p><a href="${inbox.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)}">SMS inbox</a></p>`;
}
