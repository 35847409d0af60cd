import { describe, expect, it } from 'vitest';
import { cachingRule } from './caching-rules';

const origin = 'https://shop.example';
const get = (path: string, mode = 'cors') => cachingRule({ url: `${origin}${path}`, method: 'GET', mode }, origin);
const visit = (path: string) => get(path, 'navigate');

describe('the service worker never stores what moves money or stock, or is personal', () => {
  it.each([
    '/api/cart/get', '/api/cart/add', '/api/order/place', '/api/order/userorders', '/api/order/ORD-1',
    '/api/payments/mpesa/status/abc', '/api/payment/paystack/verify', '/api/user/login', '/api/user/profile',
    '/api/admin/orders', '/api/cashier/queue', '/api/chat/stream', '/api/chat/messages', '/api/wallet/balance',
    '/api/favorites', '/api/coupon/user', '/api/search/history', '/api/product/trending', '/api/product/p1/feedback',
    '/api/deposit/status', '/api/anything-new',
    '/sandbox/mpesa/stk', '/sandbox/', '/health/ready', '/health', '/admin/orders', '/cashier',
  ])('GET %s goes to the network untouched', (path) => {
    expect(get(path)).toBe('network-only');
  });

  it.each(['/api/product/list', '/api/product/p1', '/api/banner/banners', '/media/products/a.webp'])(
    'a write to %s is never answered by the worker', (path) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(cachingRule({ url: `${origin}${path}`, method }, origin)).toBe('network-only');
      }
    });

  it('leaves other origins alone (a CDN, a payment provider)', () => {
    expect(cachingRule({ url: 'https://cdn.example.com/media/a.webp', method: 'GET' }, origin)).toBe('network-only');
    expect(cachingRule({ url: 'https://checkout.paystack.com/x', method: 'GET', mode: 'navigate' }, origin)).toBe('network-only');
  });

  it.each([
    '/cart', '/place-order', '/place-order-admin', '/ordersuccess', '/mpesa-processing', '/Paystack-Processing',
    '/Hybrid-Processing', '/deposit-processing', '/orders', '/order/ORD-1', '/profile', '/favorites', '/user-chat',
    '/login', '/resetpassword/token', '/verify', '/redeem', '/no-such-page',
  ])('the page %s is fetched every time and never stored (offline: the app shell)', (path) => {
    expect(visit(path)).toBe('private-page');
  });

  it.each(['/admin', '/admin/orders', '/cashier', '/sandbox/mpesa', '/api/order/ORD-1', '/media/a.webp'])(
    'a visit to %s is left to the browser', (path) => {
      expect(visit(path)).toBe('network-only');
    });
});

describe('what the service worker keeps for a bad connection', () => {
  it.each(['/', '/collection', '/collection/', '/product/2f1c', '/about', '/contact', '/support', '/return-policy', '/terms', '/privacy', '/Privacy-policy'])(
    'the storefront page %s is kept as visited', (path) => {
      expect(visit(path)).toBe('public-page');
      expect(visit(`${path}?category=Women`)).toBe('public-page');
    });

  it.each(['/api/product/list?page=1&limit=20', '/api/product/suggest?q=jacket', '/api/product/facets', '/api/product/2f1c', '/api/banner/banners'])(
    'the catalogue read %s is kept for when the network cannot answer', (path) => {
      expect(get(path)).toBe('catalogue-read');
    });

  it('keeps product photos and the hero poster, not the hero video', () => {
    expect(get('/media/products/a.webp?w=640')).toBe('image');
    expect(get('/video/hero-poster.webp')).toBe('image');
    expect(get('/video/hero.mp4')).toBe('network-only');
  });

  it('keeps the hashed build files', () => {
    expect(get('/assets/index-abc123.js')).toBe('build-asset');
    expect(get('/assets/index-abc123.css')).toBe('build-asset');
  });
});
