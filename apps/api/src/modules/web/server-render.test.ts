import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html.ts';
import { injectHead } from './open-graph.ts';
import { withRenderedPage, type RenderedPage } from './server-render.ts';

const shell = [
  '<html><head><title>Mitumba</title>',
  '<script type="module" src="/assets/index.js"></script>',
  '<link rel="stylesheet" href="/assets/index.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<main>Curated Fashion Finds</main>', title: 'Collection | Mitumba', preloads: [], status: 200, state: '{"queries":[]}', ...overrides,
});

describe('withRenderedPage', () => {
  it('puts the markup in #root with its state beside it, and the page title in the head', () => {
    const html = withRenderedPage(shell, page(), false);
    expect(html).toContain('<div id="root"><main>Curated Fashion Finds</main></div><script type="application/json" id="server-state">{"queries":[]}</script>');
    expect(html).toContain('<title>Collection | Mitumba</title>');
  });

  it('keeps a title the head already has (a product page with its Open Graph tags)', () => {
    expect(withRenderedPage(shell, page(), true)).toContain('<title>Mitumba</title>');
  });

  it('escapes "<" in the state, so a product text cannot close the data block or open a script', () => {
    const html = withRenderedPage(shell, page({ state: JSON.stringify({ name: '</script><script>alert(1)</script>' }) }), false);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('preloads the first-screen image before the stylesheet, with its candidates, attributes escaped', () => {
    const html = withRenderedPage(shell, page({
      preloads: [{ href: '/media/a.webp?w=640', srcSet: '/media/a.webp?w=320 320w, /media/a.webp?w=640 640w', sizes: '50vw" onload="x' }],
    }), false);
    const preload = '<link rel="preload" as="image" href="/media/a.webp?w=640" imagesrcset="/media/a.webp?w=320 320w, /media/a.webp?w=640 640w" imagesizes="50vw&quot; onload=&quot;x" fetchpriority="high">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  // String.replace reads these in a replacement string as patterns (the match, the text before or after it, …).
  const patterns = ['$&', "$'", '$`', '$$', '$1', '$<name>', "Bale $&$'$` 50% off"];

  it.each(patterns)('keeps %s in a product\'s text as text, in the markup, the state and the title', (text) => {
    const html = withRenderedPage(shell, page({ html: `<main>${text}</main>`, title: `${text} | Mitumba`, state: JSON.stringify({ name: text }) }), false);
    expect(html.split('<html>')).toHaveLength(2);
    expect(html).toContain(`<div id="root"><main>${text}</main></div>`);
    expect(html).toContain(JSON.stringify({ name: text }).replace(/</g, '\\u003c'));
    expect(html).toContain(`<title>${escapeHtml(text)} | Mitumba</title>`);
  });

  it.each(patterns)('keeps %s in Open Graph tags as text', (text) => {
    const html = injectHead(shell, `<meta property="og:title" content="${text}">`);
    expect(html.split('<html>')).toHaveLength(2);
    expect(html).toContain(`<meta property="og:title" content="${text}">\n  </head>`);
  });
});
