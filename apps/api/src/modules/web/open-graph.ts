import { formatCardPrice, type Product } from '@mitumba/contracts';
import { escapeHtml } from '../../lib/html.ts';
import { createMediaUrls } from '../../lib/storage/media-urls.ts';


/** Open Graph and Twitter tags, so a product link shared on WhatsApp shows its picture, name and price. */
export function productMetaTags(product: Product, publicUrl: string, mediaPublicUrl: string | null = null): string {
  const title = `${product.name} – ${formatCardPrice(product.price)} | Mitumba`;
  const description = product.description.length > 180 ? `${product.description.slice(0, 177)}…` : product.description;
  // Our photos on MEDIA_PUBLIC_URL when set (a CDN), else on our origin; resized, as the web app links them.
  const photo = product.image[0] ? createMediaUrls(mediaPublicUrl).linkOf(product.image[0].url) : null;
  const image = photo ? `${photo.startsWith('/') ? publicUrl : ''}${photo}?w=640` : `${publicUrl}/video/hero-poster.webp`;
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

/** Where the web app links our images from (MEDIA_PUBLIC_URL), for apps/web/src/lib/media-url.ts; nothing without one. */
export function mediaUrlMeta(mediaPublicUrl: string | null): string {
  return mediaPublicUrl ? `<meta name="mitumba-media-url" content="${escapeHtml(mediaPublicUrl)}">` : '';
}

/** Puts the tags in the head, replacing the page's default title unless told to keep it. */
export function injectHead(html: string, tags: string, options: { keepTitle?: boolean } = {}): string {
  if (!tags) return html;
  const withoutTitle = options.keepTitle ? html : html.replace(/<title>[\s\S]*?<\/title>/i, '');
  // A replacer function: the tags carry a product's text, whose `$&` or `$'` must stay text.
  return withoutTitle.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
