import type { Product } from '@mitumba/contracts';
import { describe, expect, it } from 'vitest';
import { injectHead, mediaUrlMeta, productMetaTags } from './open-graph.ts';

const product = (url: string) => ({ _id: 'p1', name: 'Jacket', description: 'Warm.', price: 1000, image: [{ url }] }) as unknown as Product;

describe('MEDIA_PUBLIC_URL in the pages the server sends', () => {
  it('links the Open Graph image on the CDN when set, on our origin otherwise, resized either way', () => {
    expect(productMetaTags(product('/media/products/a.webp'), 'https://shop.example'))
      .toContain('content="https://shop.example/media/products/a.webp?w=640"');
    expect(productMetaTags(product('/media/products/a.webp'), 'https://shop.example', 'https://cdn.example.com/media'))
      .toContain('content="https://cdn.example.com/media/products/a.webp?w=640"');
  });

  it('tells the web app where images live in a meta tag, keeping the page title; nothing without MEDIA_PUBLIC_URL', () => {
    const html = '<html><head><title>Mitumba</title></head><body></body></html>';
    expect(injectHead(html, mediaUrlMeta(null), { keepTitle: true })).toBe(html);
    const withMeta = injectHead(html, mediaUrlMeta('https://cdn.example.com/m?x="1"'), { keepTitle: true });
    expect(withMeta).toContain('<title>Mitumba</title>');
    expect(withMeta).toContain('<meta name="mitumba-media-url" content="https://cdn.example.com/m?x=&quot;1&quot;">');
  });
});
