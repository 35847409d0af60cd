import { describe, expect, it } from 'vitest';
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
});
