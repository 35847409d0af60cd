import type { CartLine, CartResponse, CartSummary, OrderView, Product } from '@mitumba/contracts/plain';

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
    rating: null,
    ...overrides,
  };
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** A token the app can read a user id from (the server verifies tokens; the client only decodes them). */
export function aToken(userId = 'user-42'): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ id: userId })}.signature`;
}

/** Stores a session the way login does, so the page under test sees a signed-in customer. */
export function signIn(userId = 'user-42'): string {
  const token = aToken(userId);
  localStorage.setItem('token', token);
  localStorage.setItem('userId', userId);
  return token;
}

export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: 'p-1', name: 'Denim jacket', code: 'MT-0001', weight: 'M', quantity: 2, available: 10,
    unitPrice: 1500, listPrice: 1500, offerApplied: false, lineTotal: 3000,
    image: { url: '/media/products/jacket.webp', fileId: 'jacket' }, ...overrides,
  };
}

/** A cart answer; the summary is whatever the test says the server computed. */
export function aCart(items: CartLine[], summary: Partial<CartSummary> = {}): CartResponse {
  const cartData: CartResponse['cartData'] = {};
  for (const item of items) (cartData[item.productId] ??= {})[item.weight.toLowerCase()] = item.quantity;
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    success: true, cartData, items, notices: [],
    summary: { itemCount, subtotal, deliveryFee: 0, discount: 0, total: subtotal, ...summary },
  };
}

/** An order as the server shows it (spec 2 §3); a cash-on-delivery order waiting for its payment unless told. */
export function anOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: 'o-1', orderId: 'ORD-1700000000000-ab12cd34ef56', reference: 'K7QX3M', payBy: null, date: '2024-05-01T10:00:00.000Z', amount: 4500, discount: 0, subtotal: 4500, deliveryFee: 0, delivery: null,
    status: 'Pending', paymentMethod: 'COD', paymentMethodId: 'cod', paymentStatus: 'pending',
    paymentDetails: { mpesaReceipt: null, transactionId: null, phone: null }, paymentError: null, paymentRequestId: null, balance: 0, paymentParts: [], deposits: [], balanceOpen: false, deliveredDate: null, dispatchedDate: null,
    courier: null, trackingNumber: null, trackingUrl: null, dispatchedAt: null, readyForCollectionAt: null, collectionPlace: null, collectBy: null,
    cancellationStatus: null, feedbackSubmitted: false, couponCode: null, address: {}, customerName: null, contact: null, items: [],
    ...overrides,
  };
}
