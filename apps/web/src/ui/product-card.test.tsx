import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof aProduct>[0]) {
  return renderApp(<ProductCard product={aProduct(overrides)} />);
}

describe('ProductCard', () => {
  it("shows the name, code and price formatted like 'ksh 1,234', linking to the product page", async () => {
    renderCard({ price: 1234 });
    expect(await screen.findByText('ksh 1,234')).toBeTruthy();
    expect(screen.getByText('Denim jacket')).toBeTruthy();
    expect(screen.getByText('MT-0001')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/7b0c1d1e-1111-4222-8333-944455556666');
  });

  it("says In Stock with a ribbon, and the customers' rating: stars for the average, the average and the count", async () => {
    renderCard({ banner: 'new arrival', stock: { small: 1 }, rating: { average: 4.3, count: 7 } });
    expect(await screen.findByText('In Stock')).toBeTruthy();
    expect(screen.getByText('new arrival')).toBeTruthy();
    const stars = screen.getByRole('img', { name: 'Rated 4.3 out of 5 by customers, 7 ratings' });
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(screen.getByText('4.3 (7)')).toBeTruthy();
  });

  it('shows no stars and no count for a product nobody has rated, whatever its banner', async () => {
    for (const banner of ['new arrival', 'clearance', 'None']) {
      const { unmount } = renderCard({ banner, rating: null });
      await screen.findByText('In Stock');
      expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
      expect(screen.queryByText(/review|rating/i)).toBeNull();
      unmount();
    }
  });

  it('says Out of Stock and hides the ribbon and stars at stock 0', async () => {
    renderCard({ banner: 'clearance', stock: { small: 0, medium: 0 }, rating: { average: 2, count: 1 } });
    expect(await screen.findByText('Out of Stock')).toBeTruthy();
    expect(screen.queryByText('clearance')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('colours the ribbon orange for clearance (any case) and red otherwise', async () => {
    const { unmount } = renderCard({ banner: 'Big CLEARANCE sale' });
    expect((await screen.findByText('Big CLEARANCE sale')).dataset.ribbon).toBe('orange');
    unmount();
    renderCard({ banner: 'new arrival' });
    expect((await screen.findByText('new arrival')).dataset.ribbon).toBe('red');
  });

  it("hides the ribbon when the banner is 'None'", async () => {
    renderCard({ banner: 'None' });
    await screen.findByText('In Stock');
    expect(screen.queryByText('None')).toBeNull();
  });

  it('shows a placeholder when no image is valid', async () => {
    renderCard({ image: [{ url: '', fileId: 'x' }] });
    expect(await screen.findByTestId('image-placeholder')).toBeTruthy();
  });
});
