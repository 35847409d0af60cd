import { supportLinks } from '@/lib/contact-links';
import { useT } from '@/i18n';

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
    href: supportLinks.whatsApp,
    path: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.3.6.6-2.2-.2-.3A7 7 0 0 1 12 5zm-2.6 3.4c-.2 0-.5 0-.7.3-.3.3-.9.9-.9 2.1s.9 2.4 1 2.6c.1.2 1.8 2.8 4.4 3.8 2.1.8 2.6.7 3 .6.5 0 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.5-.3-1.7-.8c-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.3-.1-1.1-.4-2-1.3-.8-.7-1.3-1.5-1.4-1.8-.2-.2 0-.4.1-.5l.4-.4.2-.4v-.4l-.8-1.9c-.2-.4-.4-.4-.5-.4z',
  },
] as const;

export function SocialLinks() {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2">
      {socials.map(({ name, href, path }) => (
        <li key={name}>
          <a
            href={href}
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
