import { describe, expect, it } from 'vitest';
import { isScreenRoute } from './routes.ts';

describe('isScreenRoute', () => {
  it.each(['/', '/collection', '/product/abc', '/resetpassword/tok', '/cancel', '/cancel/ORD-1', '/trending', '/Trending/', '/Paystack-Processing', '/admin/orders'])(
    'knows %s', (path) => expect(isScreenRoute(path)).toBe(true));

  it.each(['/nope', '/product', '/product/a/b', '/api/product/list', '/collectionx'])('does not know %s', (path) =>
    expect(isScreenRoute(path)).toBe(false));
});
