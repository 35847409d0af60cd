import type { OrderView } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { buttonClasses } from '@/ui/button';
import { useShopWhatsApp, whatsAppChatLink } from '@/lib/shop-whatsapp';
import { WhatsAppGlyph } from '@/ui/whatsapp-glyph';

/** "Ask about this order": a WhatsApp chat with the shop, the order's short reference already in the message. */
export function AskAboutOrder({ order }: { order: Pick<OrderView, 'reference' | 'orderId'> }) {
  const t = useT();
  const number = useShopWhatsApp();
  const text = t('orders.ask.message', { reference: order.reference || order.orderId });
  return (
    <a href={whatsAppChatLink(number, text)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')} data-testid="ask-about-order">
      <WhatsAppGlyph />
      {t('orders.ask.button')}
    </a>
  );
}
