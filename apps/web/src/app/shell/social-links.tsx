import { useT } from '@/i18n';
import { useShopWhatsApp, whatsAppChatLink } from '@/lib/shop-whatsapp';
import { WHATSAPP_PATH } from '@/ui/whatsapp-glyph';

/** Our own simplified brand glyphs (no external images or icon fonts). */
const socials = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/mitumbakenya',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/mitumbakenya',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  {
    name: 'X',
    href: 'https://x.com/mitumbakenya',
    path: 'M4 4h4.5l3.7 5.1L16.6 4H19l-5.7 6.6L20 20h-4.5l-4-5.6L6.6 20H4.2l6.2-7.1z',
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@mitumbakenya',
    path: 'M14 3h3c.3 2.2 1.8 3.7 4 4v3c-1.5 0-2.9-.4-4-1.2V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 3 2.8z',
  },
  {
    name: 'WhatsApp',
    /** The shop's WhatsApp number, set in the back office. */
    href: null,
    path: WHATSAPP_PATH,
  },
] as const;

export function SocialLinks() {
  const t = useT();
  const whatsApp = whatsAppChatLink(useShopWhatsApp());
  return (
    <ul className="flex flex-wrap gap-2">
      {socials.map(({ name, href, path }) => (
        <li key={name}>
          <a
            href={href ?? whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shell.social.on', { network: name })}
            className="inline-flex size-11 items-center justify-center rounded-full border border-ink-300 text-ink-700 transition-colors hover:border-ink-900 hover:text-ink-900"
          >
            <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
              <path d={path} fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
