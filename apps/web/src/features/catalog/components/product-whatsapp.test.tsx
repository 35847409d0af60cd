import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, routedFetch } from '@/test/render';
import { ProductWhatsApp } from './product-whatsapp';

afterEach(() => vi.unstubAllGlobals());

const product = { _id: 'p-42', name: 'Denim Jacket', price: 2500, code: 'DJ-42' };

function renderButtons(contact: () => unknown) {
  vi.stubGlobal('fetch', vi.fn(routedFetch({ 'GET /api/shop/contact': contact }).fetch));
  renderApp([{ path: '/product/:id', element: <ProductWhatsApp product={product} /> }], { url: '/product/p-42' });
}

describe('the product page\'s WhatsApp buttons', () => {
  it('shares the name, price and link, and asks the shop\'s number about the item, each in a new tab', async () => {
    renderButtons(() => ({ success: true, whatsApp: '+254722000111' }));
    const url = `${window.location.origin}/product/p-42`;
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Denim Jacket, ksh 2,500 at Mitumba: ${url}`)}`);
    const ask = screen.getByRole('link', { name: 'Ask about this item' });
    await vi.waitFor(() => expect(ask.getAttribute('href')).toBe(
      `https://wa.me/254722000111?text=${encodeURIComponent(`Hello Mitumba, I have a question about Denim Jacket (DJ-42): ${url}`)}`,
    ));
    for (const link of [share, ask]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('asks the support phone when the shop\'s number cannot be read', async () => {
    renderButtons(() => { throw new Error('offline'); });
    expect(screen.getByRole('link', { name: 'Ask about this item' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/254700123456\?text=/);
  });
});
