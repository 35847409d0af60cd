import type { Product } from '@mitumba/contracts/plain';
import { useMoney, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useShopWhatsApp, whatsAppChatLink, whatsAppShareLink } from '@/lib/shop-whatsapp';
import { buttonClasses } from '@/ui/button';
import { WhatsAppGlyph } from '@/ui/whatsapp-glyph';

/**
 * The product's own address, as a friend opens it. The server renders the page without knowing the address the
 * shopper used, so until hydration the link is the path alone (the same on both sides), then the whole address.
 */
function useProductUrl(productId: string): string {
  const origin = useHydrated() ? window.location.origin : '';
  return `${origin}${paths.product(productId)}`;
}

/** Share the product on WhatsApp (name, price, link), or ask the shop about it on its WhatsApp number (the product named). */
export function ProductWhatsApp({ product }: { product: Pick<Product, '_id' | 'name' | 'price' | 'code'> }) {
  const t = useT();
  const money = useMoney();
  const number = useShopWhatsApp();
  const url = useProductUrl(product._id);
  const share = t('catalog.whatsApp.shareText', { name: product.name, price: money.price(product.price), url });
  const ask = t('catalog.whatsApp.askText', { name: product.name, code: product.code || product._id, url });
  return (
    <div className="flex flex-wrap gap-2" data-testid="product-whatsapp">
      <a href={whatsAppShareLink(share)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
        <WhatsAppGlyph />
        {t('catalog.whatsApp.share')}
      </a>
      <a href={whatsAppChatLink(number, ask)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
        <WhatsAppGlyph />
        {t('catalog.whatsApp.ask')}
      </a>
    </div>
  );
}
