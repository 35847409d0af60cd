import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminProduct, AdminProductListResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

const productId = '3f2c7a10-1111-4222-8333-444455556666';
const photos = [
  { id: 'aaaaaaaa-1111-4222-8333-000000000001', url: '/media/products/a.webp', fileId: 'a' },
  { id: 'aaaaaaaa-1111-4222-8333-000000000002', url: '/media/products/b.webp', fileId: 'b' },
];
const product: AdminProduct = {
  id: productId, code: 'LD-JKT-014', name: 'Denim jacket', description: 'Barely worn', price: 1450, category: 'Ladies', subCategory: 'Jackets',
  label: 'Zara', banner: 'None', bestseller: false, images: photos, archivedAt: null, visible: true,
  weights: [{ weight: 'S', stock: 0, waiting: 3 }, { weight: 'M', stock: 2, waiting: 0 }],
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
};
const facets = { success: true, labels: ['Zara'], categories: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/products', () => {
  it('lists products with their stock and shop status, and sends the filters to the server', async () => {
    signIn();
    const page: AdminProductListResponse = {
      success: true, nextCursor: null,
      products: [{ id: productId, code: 'LD-JKT-014', name: 'Denim jacket', price: 1450, category: 'Ladies', subCategory: 'Jackets', label: 'Zara',
        thumbnail: null, totalStock: 0, stock: [{ weight: 'S', stock: 0 }], archived: false, visible: false, createdAt: product.createdAt }],
    };
    const { stub } = renderAdmin('/admin/products', { 'GET /api/admin/products': () => page, 'GET /api/product/facets': () => facets });
    const row = within(await screen.findByTestId('admin-product-row'));
    expect(row.getByRole('link', { name: 'Denim jacket' }).getAttribute('href')).toBe(`/admin/products/${productId}`);
    expect(row.getByText('Sold out')).toBeTruthy();
    expect(row.getByTestId('product-status').textContent).toBe('Hidden: no photo');
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'low' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'archived' } });
    await vi.waitFor(() => expect(stub.calls.at(-1)?.url.searchParams.get('archived')).toBe('archived'));
    expect(stub.calls.at(-1)?.url.searchParams.get('stock')).toBe('low');
  });
});

describe('/admin/products/new', () => {
  it('checks the form with the contract before sending, then posts the product with its weights', async () => {
    signIn();
    const { stub, router } = renderAdmin('/admin/products/new', {
      'GET /api/product/facets': () => facets,
      'POST /api/admin/products': ({ body }) => ({ success: true, message: 'Product added', product: { ...product, ...(body as object), images: [], visible: false } }),
      [`GET /api/admin/products/${productId}`]: () => ({ success: true, message: 'Product loaded', product }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The name is required')).toBeTruthy();
    expect(screen.getByText('The price must be more than 0 shillings')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Denim jacket' } });
    fireEvent.change(screen.getByLabelText('Product code'), { target: { value: 'LD-JKT-014' } });
    fireEvent.change(screen.getByLabelText('Price (Ksh)'), { target: { value: '1450' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Ladies' } });
    fireEvent.change(screen.getByLabelText('Sub-category'), { target: { value: 'Jackets' } });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Zara' } });
    fireEvent.change(screen.getByLabelText('Weight or size 1'), { target: { value: 'S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a weight or size' }));
    fireEvent.change(screen.getByLabelText('Weight or size 2'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Stock 2'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${productId}`));
    const post = stub.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Denim jacket', code: 'LD-JKT-014', price: 1450, category: 'Ladies', subCategory: 'Jackets', label: 'Zara',
      weights: [{ weight: 'S', stock: 0 }, { weight: 'M', stock: 2 }],
    });
  });
});

describe('/admin/products/:productId', () => {
  it('counts the waiting customers down by itself while a restock\'s notices go out', async () => {
    signIn();
    let reads = 0;
    const restocked = { ...product, weights: [{ weight: 'S', stock: 4, waiting: 3 }, { weight: 'M', stock: 2, waiting: 0 }] };
    renderAdmin(`/admin/products/${productId}`, {
      'GET /api/product/facets': () => facets,
      // Saved with stock back: the notices go out one job each, and the next read finds them sent.
      [`GET /api/admin/products/${productId}`]: () => {
        reads += 1;
        return { success: true, message: 'Product loaded', product: reads === 1 ? restocked : { ...restocked, weights: [{ weight: 'S', stock: 4, waiting: 0 }, restocked.weights[1]!] } };
      },
    });
    expect(await screen.findByText('3 waiting for a restock')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('3 waiting for a restock')).toBeNull(), { timeout: 5_000 });
    expect(reads).toBe(2);
  });

  it('shows who waits for a weight, reorders photos with Move buttons, and shows a refused delete', async () => {
    signIn();
    const { stub } = renderAdmin(`/admin/products/${productId}`, {
      'GET /api/product/facets': () => facets,
      [`GET /api/admin/products/${productId}`]: () => ({ success: true, message: 'Product loaded', product }),
      [`PUT /api/admin/products/${productId}/images/order`]: ({ body }) => ({ success: true, message: 'Photos reordered', images: (body as { imageIds: string[] }).imageIds.map((id) => photos.find((photo) => photo.id === id)), visible: true }),
      [`DELETE /api/admin/products/${productId}`]: () => reply(409, { success: false, message: 'This product has orders: archive it instead.' }),
    });
    expect(await screen.findByText('3 waiting for a restock')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    await vi.waitFor(() => expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({ imageIds: [photos[1]!.id, photos[0]!.id] }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Old stock' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This product has orders: archive it instead.')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ reason: 'Old stock' });
  });
});
