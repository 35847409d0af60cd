import { paths } from '@/lib/paths';
import type { MessageId } from '@/i18n';

/** The page links of the header and the phone menu; `label` is a message id. */
export const mainNavLinks = [
  { to: paths.home, label: 'shell.nav.home' },
  { to: paths.collection, label: 'shell.nav.collection' },
  { to: paths.about, label: 'shell.nav.about' },
  { to: paths.contact, label: 'shell.nav.contact' },
] as const satisfies readonly { to: string; label: MessageId }[];
