import { formatCardPrice, type Product } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useShopWhatsApp, whatsAppChatLink, whatsAppShareLink } from '@/lib/shop-whatsapp';
import { buttonClasses } from '@/ui/button';
import { WhatsAppGlyph } from '@/ui/whatsapp-glyph';

/** The product's own address, as a friend opens it. */
const productUrl = (product: Pick<Product, '_id'>) => `${window.location.origin}${paths.product(product._id)}`;

/** Share the product on WhatsApp (name, price, link), or ask the shop about it on its WhatsApp number (the product named). */
export function ProductWhatsApp({ product }: { product: Pick<Product, '_id' | 'name' | 'price' | 'code'> }) {
  const number = useShopWhatsApp();
  const url = productUrl(product);
  const share = `${product.name}, ${formatCardPrice(product.price)} at Mitumba: ${url}`;
  const ask = `Hello Mitumba, I have a question about ${product.name} (${product.code || product._id}): ${url}`;
  return (
    <div className="flex flex-wrap gap-2" data-testid="product-whatsapp">
      <a href={whatsAppShareLink(share)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
        <WhatsAppGlyph />
        Share on WhatsApp
      </a>
      <a href={whatsAppChatLink(number, ask)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
        <WhatsAppGlyph />
        Ask about this item
      </a>
    </div>
  );
}
