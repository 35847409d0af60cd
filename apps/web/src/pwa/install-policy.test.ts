import { describe, expect, it } from 'vitest';
import { freshMemory, mayOfferInstall, remember, type InstallMemory } from './install-policy';

const visits = (count: number): InstallMemory => Array.from({ length: count })
  .reduce<InstallMemory>((memory) => remember(memory, { newVisit: true, pathname: '/' }), freshMemory);

describe('offering to install the shop', () => {
  it('is not offered on a first visit', () => {
    expect(mayOfferInstall(visits(1), '/')).toBe(false);
    expect(mayOfferInstall(visits(1), '/collection')).toBe(false);
  });

  it('is offered from the second visit, on the storefront', () => {
    for (const page of ['/', '/collection', '/product/p1', '/about', '/favorites']) expect(mayOfferInstall(visits(2), page)).toBe(true);
    expect(mayOfferInstall(visits(5), '/')).toBe(true);
  });

  it('counts visits, not pages: moving around one visit does not count again', () => {
    const memory = ['/collection', '/product/p1', '/'].reduce((state, pathname) => remember(state, { pathname }), visits(1));
    expect(memory.visits).toBe(1);
    expect(mayOfferInstall(memory, '/')).toBe(false);
  });

  it('is offered on a first visit once the customer has bought (the order success page)', () => {
    const bought = remember(visits(1), { pathname: '/ordersuccess' });
    expect(bought.purchased).toBe(true);
    expect(mayOfferInstall(bought, '/ordersuccess')).toBe(true);
    expect(mayOfferInstall(remember(bought, { newVisit: true, pathname: '/' }), '/')).toBe(true);
  });

  it.each([
    '/cart', '/place-order', '/checkout', '/placeorder', '/place-order-admin', '/mpesa-processing', '/Paystack-Processing',
    '/Hybrid-Processing', '/deposit-processing', '/deposit', '/placeorderfail', '/orderfailed', '/verify', '/orders',
    '/order/ORD-1', '/profile', '/login', '/admin/orders', '/cashier', '/user-chat', '/no-such-page',
  ])('is never offered on %s', (page) => {
    expect(mayOfferInstall(remember(visits(3), { pathname: '/ordersuccess' }), page)).toBe(false);
  });

  it('is never offered again once dismissed or installed', () => {
    const settled = { ...remember(visits(4), { pathname: '/ordersuccess' }), settled: true };
    expect(mayOfferInstall(settled, '/')).toBe(false);
    expect(mayOfferInstall(settled, '/ordersuccess')).toBe(false);
  });
});
