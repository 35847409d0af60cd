import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_INTENT_TTL_MS, parseLoginIntent, parseProductAction, rememberLoginIntent, safeReturnPath, takeLoginIntent } from './login-intent';

const cart = { kind: 'cart', productId: 'p1', weight: '45kg', quantity: 1 } as const;

describe('safeReturnPath', () => {
  it('keeps a path of this shop with its query and hash', () => {
    expect(safeReturnPath('/product/p1')).toBe('/product/p1');
    expect(safeReturnPath('/collection?label=Bale#top')).toBe('/collection?label=Bale#top');
  });

  it.each([
    'https://evil.example/product/p1',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'product/p1',
    '/product/p1\n',
    '',
    42,
    null,
  ])('refuses %j (no way off the shop)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses the login screens themselves', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/loginsuccess')).toBeNull();
    expect(safeReturnPath('/time-count-down')).toBeNull();
  });
});

describe('parseProductAction', () => {
  it('reads a cart, waitlist or offer action', () => {
    expect(parseProductAction(cart)).toEqual(cart);
    expect(parseProductAction({ ...cart, kind: 'offer', offer: 4200 })).toEqual({ ...cart, kind: 'offer', offer: 4200 });
  });

  it.each([
    { ...cart, kind: 'delete' },
    { ...cart, productId: '' },
    { ...cart, weight: 7 },
    { ...cart, quantity: 0 },
    { ...cart, quantity: 4 },
    { ...cart, quantity: 1.5 },
    'cart',
    null,
  ])('refuses %j', (value) => {
    expect(parseProductAction(value)).toBeNull();
  });
});

describe('parseLoginIntent', () => {
  const now = 1_000_000_000;
  const stored = (value: object) => JSON.stringify(value);

  it('reads the page and the action', () => {
    expect(parseLoginIntent(stored({ returnTo: '/product/p1', at: now - 1000, action: cart }), now)).toEqual({ returnTo: '/product/p1', action: cart });
    expect(parseLoginIntent(stored({ returnTo: '/favorites', at: now }), now)).toEqual({ returnTo: '/favorites' });
  });

  it('forgets an intent older than an hour, or from the future', () => {
    expect(parseLoginIntent(stored({ returnTo: '/favorites', at: now - LOGIN_INTENT_TTL_MS - 1 }), now)).toBeNull();
    expect(parseLoginIntent(stored({ returnTo: '/favorites', at: now + 1 }), now)).toBeNull();
  });

  it('refuses a foreign page or a malformed action or text', () => {
    expect(parseLoginIntent(stored({ returnTo: '//evil.example', at: now }), now)).toBeNull();
    expect(parseLoginIntent(stored({ returnTo: '/product/p1', at: now, action: { kind: 'cart' } }), now)).toBeNull();
    expect(parseLoginIntent('{not json', now)).toBeNull();
    expect(parseLoginIntent(null, now)).toBeNull();
  });
});

describe('remember and take', () => {
  afterEach(() => sessionStorage.clear());

  it('hands the intent to one login only', () => {
    rememberLoginIntent({ returnTo: '/product/p1', action: cart });
    expect(takeLoginIntent()).toEqual({ returnTo: '/product/p1', action: cart });
    expect(takeLoginIntent()).toBeNull();
  });

  it('does not remember a page off the shop', () => {
    rememberLoginIntent({ returnTo: 'https://evil.example' });
    expect(takeLoginIntent()).toBeNull();
  });
});
