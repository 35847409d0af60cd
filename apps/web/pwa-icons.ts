/**
 * The home-screen icons of the web app manifest, drawn from the favicon's mark: `npx node apps/web/pwa-icons.ts`
 * writes them into apps/web/public (committed; run again when the logo changes).
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('./public/', import.meta.url);
const brand = '#1c5434';
const mark = '<path d="M16 46V20l16 14 16-14v26" fill="none" stroke="#fbbf24" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>';

/** The mark on the brand green; `scale` below 1 shrinks it towards the centre (a maskable icon's safe zone is the middle 80 %). */
function icon(scale: number, rounded: boolean): Buffer {
  const offset = 32 - 32 * scale;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" ${rounded ? 'rx="14" ' : ''}fill="${brand}"/>`
    + `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`);
}

const icons = [
  { file: 'pwa-192.png', size: 192, svg: icon(1, true) },
  { file: 'pwa-512.png', size: 512, svg: icon(1, true) },
  { file: 'pwa-maskable-512.png', size: 512, svg: icon(0.7, false) },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: icon(0.85, false) },
];

for (const { file, size, svg } of icons) {
  await writeFile(new URL(file, publicDir), await sharp(svg, { density: 72 * (size / 64) }).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer());
}
console.log(`wrote ${icons.map((entry) => entry.file).join(', ')}`);
