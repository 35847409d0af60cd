import type { Plugin } from 'vite';

const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

/** The page with its stylesheet links just before its first module script (unchanged without either). */
export function moveStylesheetsFirst(html: string): string {
  const links = html.match(stylesheetLink) ?? [];
  if (links.length === 0 || !/<script type="module"/.test(html)) return html;
  const rest = html.replace(stylesheetLink, '');
  const at = rest.search(/<script type="module"/);
  return `${rest.slice(0, at)}${links.map((link) => link.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
}

/**
 * Moves the built page's stylesheet links above its module script and modulepreloads: the stylesheet blocks the
 * first paint and the scripts do not, so it should be the first thing the browser asks for (Vite writes it last).
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'mitumba:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: moveStylesheetsFirst,
    },
  };
}
