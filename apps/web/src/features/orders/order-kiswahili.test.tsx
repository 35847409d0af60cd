import { render, screen, within } from '@testing-library/react';
import type { OrderView } from '@mitumba/contracts/plain';
import { describe, expect, it } from 'vitest';
import { createI18n, LanguageProvider, loadCatalog } from '@/i18n';
import { anOrder } from '@/test/fixtures';
import { DeliveryBadge, PaymentBadge } from './components/order-badges';
import { DeliverySteps } from './components/delivery-steps';
import { OrderDelivery } from './components/order-delivery';

const swahili = await loadCatalog('sw');

/** The order's parts as a shopper who chose Kiswahili reads them. */
function renderInSwahili(order: OrderView) {
  return render(
    <LanguageProvider i18n={createI18n('sw', swahili)}>
      <PaymentBadge status={order.paymentStatus} />
      <DeliveryBadge order={order} />
      <OrderDelivery delivery={order.delivery} />
      <DeliverySteps order={order} />
    </LanguageProvider>,
  );
}

const paid = (extra: Partial<OrderView>) => anOrder({ paymentStatus: 'paid', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa', ...extra });

describe('an order in Kiswahili', () => {
  it('says its payment, its delivery stage and its steps in Kiswahili', () => {
    renderInSwahili(paid({
      dispatchedDate: '2026-11-21T09:30:00.000Z', dispatchedAt: '2026-11-21T09:30:00.000Z', courier: 'G4S', trackingNumber: 'G4S-7781',
      trackingUrl: 'https://courier.g4s.co.ke/track?waybill=G4S-7781',
    }));
    expect(screen.getByTestId('payment-status').textContent).toBe('Imelipwa');
    expect(screen.getByTestId('delivery-status').textContent).toBe('Liko njiani');
    expect(screen.getByRole('heading', { name: 'Usafirishaji' })).toBeTruthy();
    const dispatched = screen.getByTestId('step-dispatched');
    expect(dispatched.textContent).toContain('Kupitia G4S, namba ya kufuatilia G4S-7781');
    expect(within(dispatched).getByTestId('tracking-link').textContent).toBe('G4S-7781 (inafungua ukurasa wa ufuatiliaji wa G4S kwenye kichupo kipya)');
    expect(within(dispatched).getByRole('time').textContent).toBe('21 Nov 2026, 12:30');
  });

  it('says where and until when to collect, the day in Kiswahili', () => {
    renderInSwahili(paid({ readyForCollectionAt: '2026-11-22T09:30:00.000Z', collectionPlace: 'Gikomba Market, stall 14', collectBy: '2026-12-04' }));
    expect(screen.getByTestId('delivery-status').textContent).toBe('Tayari kuchukuliwa');
    expect(screen.getByTestId('step-ready-for-collection').textContent).toContain('Pale Gikomba Market, stall 14, hadi Ijumaa 4 Des 2026');
    expect(screen.getByTestId('step-delivered').textContent).toContain('Limechukuliwa (bado)');
  });

  it("counts a door delivery's days from dispatch", () => {
    renderInSwahili(paid({ delivery: { kind: 'door', name: 'Nairobi CBD', etaDays: 2 } }));
    expect(screen.getByTestId('order-delivery').textContent).toBe('Kuletewa mlangoni: Nairobi CBDLinafika ndani ya siku 2 baada ya kutumwa');
  });
});
