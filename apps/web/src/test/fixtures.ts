import type { Product } from '@mitumba/contracts/plain';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '7b0c1d1e-1111-4222-8333-944455556666',
    name: 'Denim jacket',
    description: 'Classic blue denim jacket.',
    price: 1234,
    stock: { small: 2, medium: 1 },
    category: 'Men',
    subCategory: 'Topwear',
    label: 'Levi\'s',
    banner: 'new arrival',
    bestseller: false,
    weights: ['Small', 'Medium'],
    image: [{ url: '/media/products/jacket.webp', fileId: 'jacket' }],
    code: 'MT-0001',
    date: '2024-05-01T00:00:00.000Z',
    ...overrides,
  };
}
