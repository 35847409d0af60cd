/**
 * Composes garment drawings into shop images (800×800 product photos, 1600×640 banners) and stores them as WebP.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage/storage.ts';
import {
  colourways, darken, garmentFragment, garments, lighten, mix,
  type ColourwayName, type FabricPattern, type GarmentKind,
} from './garment-art.ts';

export type ImageView = 'front' | 'tilted' | 'detail';
export type ArtSpec = { garment: GarmentKind; colourway: ColourwayName; pattern: FabricPattern; view: ImageView };
export type StoredImage = { url: string; fileId: string };

export const WEBP_QUALITY = 78;
export const PRODUCT_IMAGE_SIZE = 800;

export const artKey = (spec: ArtSpec): string => `${spec.garment}.${spec.colourway}.${spec.pattern}.${spec.view}`;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function viewTransform(spec: ArtSpec): string {
  const [focusX, focusY] = garments[spec.garment].focus;
  if (spec.view === 'detail') return `translate(400 400) scale(1.55) translate(${-focusX} ${-focusY})`;
  if (spec.view === 'tilted') return 'rotate(-7 400 420) translate(32 40) scale(0.92)';
  return '';
}

function backdropFor(spec: ArtSpec): string {
  const { backdrop, main } = colourways[spec.colourway];
  if (spec.view === 'tilted') return '#f1ebe2';
  if (spec.view === 'detail') return mix(backdrop, main, 0.08);
  return backdrop;
}

export function productSceneSvg(spec: ArtSpec): string {
  const backdrop = backdropFor(spec);
  const art = garmentFragment(spec.garment, colourways[spec.colourway], spec.pattern, 'g');
  const floorY = garments[spec.garment].floorY;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs>${art.defs}`
    + `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.8"><stop offset="0" stop-color="${lighten(backdrop, 0.55)}"/>`
    + `<stop offset="1" stop-color="${backdrop}"/></radialGradient>`
    + '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.22"/>'
    + '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>'
    + '<rect width="800" height="800" fill="url(#bg)"/>'
    + `<circle cx="400" cy="410" r="318" fill="#fff" opacity="0.35"/>`
    + `<g transform="${viewTransform(spec)}"><ellipse cx="400" cy="${floorY}" rx="260" ry="26" fill="url(#floor)"/>`
    + `${art.body}</g></svg>`;
}

export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

export const randomFileId = (): string => randomBytes(12).toString('hex');

/** Renders `svg` once and stores it as `<folder>/<fileId>.webp`. */
export async function storeWebp(storage: Storage, folder: string, svg: string, fileId = randomFileId()): Promise<StoredImage> {
  const key = `${folder}/${fileId}.webp`;
  await storage.put(key, await svgToWebp(svg));
  return { url: storage.publicUrl(key), fileId };
}

/** Renders every distinct spec once (in parallel) and returns the stored image per `artKey`. */
export async function storeProductImages(storage: Storage, specs: readonly ArtSpec[]): Promise<Map<string, StoredImage>> {
  const unique = new Map(specs.map((spec) => [artKey(spec), spec]));
  const stored = await Promise.all(
    [...unique].map(async ([key, spec]) => [key, await storeWebp(storage, 'products', productSceneSvg(spec))] as const),
  );
  return new Map(stored);
}

/** A plain "no picture" tile, stored once for the legacy placeholder rows. */
export function placeholderSvg(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">'
    + '<rect width="800" height="800" fill="#eeece8"/>'
    + '<path d="M400 300 a30 30 0 1 1 30 -30 M400 300 L240 420 L560 420 Z" fill="none" stroke="#b9b4ab" '
    + 'stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/></svg>';
}

export type BannerGarment = { garment: GarmentKind; colourway: ColourwayName; pattern: FabricPattern };
export type BannerArt = {
  kicker: string; title: string; subtitle: string; colourway: ColourwayName; garments: BannerGarment[];
};

const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";

/** Largest size up to 100 px at which the title fits the 760 px text column (DejaVu Serif Bold ≈ 0.62 em a glyph). */
const titleSize = (title: string): number => Math.min(100, Math.floor(760 / (title.length * 0.62)));
const subtitleSize = (subtitle: string): number => Math.min(34, Math.floor(740 / (subtitle.length * 0.56)));

function bannerText(art: BannerArt, ink: string, accent: string): string {
  return `<text x="110" y="190" font-family="${SANS}" font-size="26" font-weight="bold" letter-spacing="6" fill="${accent}">`
    + `${escapeXml(art.kicker.toUpperCase())}</text>`
    + `<text x="104" y="310" font-family="${SERIF}" font-size="${titleSize(art.title)}" font-weight="bold" fill="${ink}">`
    + `${escapeXml(art.title)}</text>`
    + `<text x="110" y="378" font-family="${SANS}" font-size="${subtitleSize(art.subtitle)}" fill="${ink}" opacity="0.88">`
    + `${escapeXml(art.subtitle)}</text>`
    + `<rect x="110" y="432" width="260" height="68" rx="34" fill="${accent}"/>`
    + `<text x="240" y="477" text-anchor="middle" font-family="${SANS}" font-size="26" font-weight="bold" letter-spacing="3" `
    + `fill="${darken(accent, 0.75)}">SHOP NOW</text>`;
}

/** Garments clustered on the right half: the first large in front, the others smaller behind it. */
const BANNER_SLOTS = [
  { x: 1250, y: 320, scale: 0.6 }, { x: 1015, y: 370, scale: 0.46 }, { x: 1485, y: 370, scale: 0.46 },
] as const;

function bannerGarments(items: readonly BannerGarment[]): { defs: string; body: string } {
  const placed = items.slice(0, BANNER_SLOTS.length).map((item, index) => {
    const slot = BANNER_SLOTS[index] ?? BANNER_SLOTS[0];
    const art = garmentFragment(item.garment, colourways[item.colourway], item.pattern, `b${index}`);
    const body = `<g transform="translate(${slot.x} ${slot.y}) scale(${slot.scale}) translate(-400 -410)">${art.body}</g>`;
    return { defs: art.defs, body };
  });
  return { defs: placed.map((item) => item.defs).join(''), body: placed.reverse().map((item) => item.body).join('') };
}

export function bannerSvg(art: BannerArt): string {
  const { main, accent } = colourways[art.colourway];
  const cluster = bannerGarments(art.garments);
  return '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640"><defs>'
    + `<linearGradient id="wash" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${darken(main, 0.05)}"/>`
    + `<stop offset="1" stop-color="${darken(main, 0.45)}"/></linearGradient>${cluster.defs}</defs>`
    + '<rect width="1600" height="640" fill="url(#wash)"/>'
    + `<circle cx="1250" cy="320" r="290" fill="${lighten(main, 0.5)}" opacity="0.16"/>`
    + `<circle cx="1540" cy="60" r="150" fill="none" stroke="${accent}" stroke-width="3" opacity="0.55"/>`
    + `<circle cx="1540" cy="60" r="118" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="4 10" opacity="0.45"/>`
    + `<path d="M0 560 Q400 500 800 570 T1600 540 L1600 640 L0 640 Z" fill="#000" opacity="0.12"/>`
    + cluster.body
    + bannerText(art, '#fffaf2', accent)
    + '</svg>';
}
