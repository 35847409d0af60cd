import { formatCardPrice, type Product } from '@mitumba/contracts';
import { escapeHtml } from '../../lib/html.ts';


/** Open Graph and Twitter tags, so a product link shared on WhatsApp shows its picture, name and price. */
export function productMetaTags(product: Product, publicUrl: string): string {
  const title = `${product.name} – ${formatCardPrice(product.price)} | Mitumba`;
  const description = product.description.length > 180 ? `${product.description.slice(0, 177)}…` : product.description;
  const image = product.image[0] ? `${publicUrl}${product.image[0].url}?w=640` : `${publicUrl}/video/hero-poster.webp`;
  const tags: [string, string][] = [
    ['og:type', 'product'],
    ['og:site_name', 'Mitumba'],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:url', `${publicUrl}/product/${product._id}`],
    ['product:price:amount', String(product.price)],
    ['product:price:currency', 'KES'],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('\n    ');
}

/** Puts the tags in the head, replacing the page's default title. */
export function injectHead(html: string, tags: string): string {
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  // A replacer function: the tags carry a product's text, whose `$&` or `$'` must stay text.
  return withoutTitle.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
