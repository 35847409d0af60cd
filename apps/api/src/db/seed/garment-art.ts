/**
 * Flat SVG illustrations of garments, drawn in an 800×800 space (centre x = 400), used for the generated demo
 * product photos, the banners and the hero video. Pure string building: rendering to WebP lives in image-render.ts.
 */

export type GarmentKind =
  | 'tshirt' | 'blouse' | 'shirt' | 'hoodie' | 'jacket' | 'jeans' | 'dress' | 'skirt' | 'handbag' | 'shoe' | 'bale';
export type FabricPattern = 'plain' | 'print' | 'stripe' | 'pinstripe' | 'check' | 'floral' | 'dots' | 'quilted';
export type Colourway = { main: string; accent: string; backdrop: string };

export const colourways = {
  navy: { main: '#1f3a5f', accent: '#e8b04b', backdrop: '#e7edf5' },
  charcoal: { main: '#3a3f47', accent: '#e5533d', backdrop: '#ecebe8' },
  mustard: { main: '#d9a12b', accent: '#2f3b52', backdrop: '#f7f0e1' },
  terracotta: { main: '#c8643b', accent: '#f3e3c8', backdrop: '#f8ece4' },
  olive: { main: '#6b7440', accent: '#e9dfc4', backdrop: '#eef0e4' },
  rose: { main: '#d97a8c', accent: '#fff1e8', backdrop: '#fbedef' },
  sky: { main: '#6fa8dc', accent: '#ffffff', backdrop: '#eaf3fb' },
  cream: { main: '#efe3cc', accent: '#8a5a3c', backdrop: '#e3ebe8' },
  burgundy: { main: '#7d2636', accent: '#f0c987', backdrop: '#f5e9ea' },
  teal: { main: '#1f7a7a', accent: '#f6c453', backdrop: '#e5f2f0' },
  indigo: { main: '#2d4a7a', accent: '#e0a040', backdrop: '#eaf0f7' },
  lightwash: { main: '#7fa3c9', accent: '#d99a3e', backdrop: '#eef2f6' },
  black: { main: '#25272c', accent: '#d8d8d8', backdrop: '#edecea' },
  coral: { main: '#f07c62', accent: '#ffffff', backdrop: '#fdeee8' },
  lilac: { main: '#a58bc9', accent: '#fff4d6', backdrop: '#f2eef8' },
  white: { main: '#f7f7f5', accent: '#2c5d9c', backdrop: '#e2e9f1' },
  khaki: { main: '#b89b6a', accent: '#4a3b28', backdrop: '#f2ede4' },
  forest: { main: '#2f5d46', accent: '#e9c46a', backdrop: '#e8f0eb' },
  red: { main: '#c8372d', accent: '#ffffff', backdrop: '#f9e9e7' },
} satisfies Record<string, Colourway>;
export type ColourwayName = keyof typeof colourways;
export const colourwayNames = Object.keys(colourways) as ColourwayName[];

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `amount` 0 gives `hex`, 1 gives `other`. */
export function mix(hex: string, other: string, amount: number): string {
  const from = channels(hex);
  const to = channels(other);
  const blended = from.map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * amount));
  return `#${blended.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);
export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);

/** The colours one garment is drawn with; `fill` may be a pattern reference. `id` prefixes SVG ids. */
export type Paint = {
  id: string; fill: string; main: string; shade: string; deep: string; light: string; accent: string; stitch: string;
};

export function paintFor(colourway: Colourway, pattern: FabricPattern, id: string): { paint: Paint; defs: string } {
  const { main, accent } = colourway;
  const paint: Paint = {
    id,
    fill: patternFill(pattern) ? `url(#${id}-fabric)` : main,
    main,
    shade: darken(main, 0.16),
    deep: darken(main, 0.38),
    light: lighten(main, 0.3),
    accent,
    stitch: mix(accent, main, 0.2),
  };
  const sheen = `<linearGradient id="${id}-sheen" x1="0" x2="1" y1="0" y2="0">`
    + '<stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>'
    + '<stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>';
  const fabric = patternFill(pattern);
  const defs = sheen + (fabric
    ? `<pattern id="${id}-fabric" width="${fabric.size}" height="${fabric.size}" patternUnits="userSpaceOnUse">`
      + `<rect width="${fabric.size}" height="${fabric.size}" fill="${main}"/>${fabric.tile(paint)}</pattern>`
    : '');
  return { paint, defs };
}

type PatternTile = { size: number; tile: (p: Paint) => string };

function patternFill(pattern: FabricPattern): PatternTile | null {
  switch (pattern) {
    case 'stripe':
      return { size: 44, tile: (p) => `<rect y="0" width="44" height="14" fill="${p.accent}" opacity="0.9"/>` };
    case 'pinstripe':
      return { size: 26, tile: (p) => `<rect x="0" width="4" height="26" fill="${p.accent}" opacity="0.55"/>` };
    case 'check':
      return {
        size: 64,
        tile: (p) => `<rect width="26" height="64" fill="${p.deep}" opacity="0.45"/>`
          + `<rect width="64" height="26" fill="${p.deep}" opacity="0.45"/>`
          + `<rect x="42" width="4" height="64" fill="${p.accent}" opacity="0.6"/>`
          + `<rect y="42" width="64" height="4" fill="${p.accent}" opacity="0.6"/>`,
      };
    case 'floral':
      return { size: 96, tile: (p) => flower(24, 26, p) + flower(72, 74, p) + leaf(64, 24) + leaf(18, 70) };
    case 'dots':
      return {
        size: 44,
        tile: (p) => `<circle cx="11" cy="11" r="6" fill="${p.accent}"/><circle cx="33" cy="33" r="6" fill="${p.accent}"/>`,
      };
    default:
      return null;
  }
}

function flower(x: number, y: number, p: Paint): string {
  const petals = [0, 72, 144, 216, 288].map((angle) => {
    const radians = (angle * Math.PI) / 180;
    const cx = (x + Math.cos(radians) * 8).toFixed(1);
    const cy = (y + Math.sin(radians) * 8).toFixed(1);
    return `<circle cx="${cx}" cy="${cy}" r="7" fill="${p.accent}"/>`;
  });
  return `${petals.join('')}<circle cx="${x}" cy="${y}" r="5" fill="#f4c95d"/>`;
}

function leaf(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="9" ry="4" fill="#6e9a5b" opacity="0.85" transform="rotate(-35 ${x} ${y})"/>`;
}

// Small drawing vocabulary shared by every garment.
const filled = (d: string, p: Paint, fill = p.fill): string =>
  `<path d="${d}" fill="${fill}" stroke="${p.deep}" stroke-width="3" stroke-linejoin="round"/>`
  + `<path d="${d}" fill="url(#${p.id}-sheen)"/>`;
const flat = (d: string, fill: string, opacity = 1): string => `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
const stitch = (d: string, p: Paint, colour = p.stitch): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="9 7" stroke-linecap="round"/>`;
const fold = (d: string, p: Paint): string =>
  `<path d="${d}" fill="none" stroke="${p.deep}" stroke-opacity="0.2" stroke-width="6" stroke-linecap="round"/>`;
const line = (d: string, colour: string, width: number, opacity = 1): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}" `
  + 'stroke-linecap="round" stroke-linejoin="round"/>';
/** Draws `svg` and its mirror image about x = 400, for details that come in left/right pairs. */
const pair = (svg: string): string => `${svg}<g transform="matrix(-1 0 0 1 800 0)">${svg}</g>`;
const button = (x: number, y: number, p: Paint): string =>
  `<circle cx="${x}" cy="${y}" r="8" fill="${p.accent}" stroke="${p.deep}" stroke-width="2"/>`;

const shortSleeveBody = (neck: string): string =>
  `M318 178 ${neck} L572 204 L668 322 L598 376 L552 322 L556 640 Q400 656 244 640 L248 322 L202 376 L132 322 L228 204 Z`;
const LONG_SLEEVE_BODY = 'M318 184 Q400 232 482 184 L566 208 Q626 300 656 606 L592 620 Q572 480 550 362 '
  + 'L552 640 Q400 656 248 640 L250 362 Q228 480 208 620 L144 606 Q174 300 234 208 Z';
const HEM_BAND = 'M250 602 L550 602 L552 640 Q400 656 248 640 Z';
const CUFF = 'M150 572 L213 586 L208 620 L144 606 Z';

function shortSleeveDetails(p: Paint): string {
  return stitch('M250 622 Q400 638 550 622', p)
    + pair(stitch('M143 308 L213 362', p))
    + fold('M300 420 Q330 520 312 610', p) + fold('M500 390 Q470 480 492 604', p);
}

function graphicPrint(p: Paint): string {
  return `<circle cx="400" cy="340" r="66" fill="${p.accent}"/>`
    + `<path d="M344 376 L384 318 L404 346 L426 318 L458 376 Z" fill="${p.main}"/>`
    + `<circle cx="426" cy="296" r="11" fill="${p.main}"/>`
    + `<circle cx="400" cy="340" r="76" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="2 10"/>`;
}

function tshirt(p: Paint, pattern: FabricPattern): string {
  return flat('M318 178 Q400 200 482 178 Q400 240 318 178 Z', p.deep)
    + filled(shortSleeveBody('Q400 240 482 178'), p)
    + line('M318 180 Q400 238 482 180', p.shade, 14)
    + stitch('M326 194 Q400 248 474 194', p)
    + shortSleeveDetails(p)
    + (pattern === 'print' ? graphicPrint(p) : '');
}

function blouse(p: Paint): string {
  const bow = pair(flat('M400 284 Q356 248 346 284 Q356 318 400 284 Z', p.accent)
    + flat('M396 288 L374 352 L392 346 Z', p.accent));
  return flat('M318 178 Q400 196 482 178 L400 282 Z', p.deep)
    + filled(shortSleeveBody('L400 282 L482 178'), p)
    + line('M318 180 L400 282 L482 180', p.shade, 10)
    + shortSleeveDetails(p)
    + stitch('M252 470 Q400 492 548 470', p)
    + bow + `<circle cx="400" cy="286" r="10" fill="${darken(p.accent, 0.12)}"/>`;
}

function longSleeveBase(p: Paint): string {
  return filled(LONG_SLEEVE_BODY, p) + fold('M290 400 Q318 500 300 590', p) + fold('M512 380 Q482 480 502 590', p);
}

function cuffsAndHem(p: Paint): string {
  return filled(HEM_BAND, p, p.shade) + pair(filled(CUFF, p, p.shade))
    + stitch('M252 612 L548 612', p);
}

function shirt(p: Paint): string {
  const buttons = [292, 352, 412, 472, 532, 590].map((y) => button(400, y, p)).join('');
  return flat('M318 184 Q400 164 482 184 L470 200 Q400 184 330 200 Z', p.deep)
    + longSleeveBase(p)
    + filled('M388 236 L412 236 L412 642 L388 642 Z', p)
    + buttons
    + pair(filled('M300 318 L366 318 L366 392 L333 404 L300 392 Z', p) + stitch('M304 330 L362 330', p))
    + pair(filled('M322 186 L398 240 L354 272 L300 206 Z', p))
    + pair(filled(CUFF, p) + button(178, 604, p));
}

function hoodie(p: Paint): string {
  return filled('M298 222 Q278 104 400 94 Q522 104 502 222 Z', p)
    + longSleeveBase(p)
    + flat('M336 212 Q334 138 400 132 Q466 138 464 212 Q400 246 336 212 Z', p.deep)
    + line('M336 212 Q400 246 464 212', p.shade, 12)
    + pair(line('M378 238 Q372 290 372 340', p.accent, 6) + `<rect x="366" y="336" width="12" height="20" rx="4" fill="${p.light}"/>`)
    + filled('M312 480 Q400 468 488 480 L520 588 L280 588 Z', p, p.shade)
    + pair(line('M312 482 L284 584', p.deep, 5))
    + cuffsAndHem(p);
}

/** Puffer channels: a dark seam with a soft highlight just above it, on the body and both sleeves. */
function quilting(p: Paint): string {
  const seam = (d: string): string => line(d, p.deep, 5, 0.5) + `<g transform="translate(0 -10)">${line(d, '#ffffff', 8, 0.12)}</g>`;
  const body = [300, 360, 420, 480, 540].map((y) => seam(`M252 ${y} Q400 ${y + 12} 548 ${y}`)).join('');
  const sleeve = [0.3, 0.5, 0.7].map((t) => {
    const outerX = 206 - 56 * t;
    const outerY = 280 + 300 * t;
    return seam(`M${outerX.toFixed(0)} ${outerY.toFixed(0)} L${(outerX + 62).toFixed(0)} ${(outerY + 40).toFixed(0)}`);
  }).join('');
  return body + pair(sleeve);
}

function jacket(p: Paint, pattern: FabricPattern): string {
  return longSleeveBase(p)
    + (pattern === 'quilted' ? quilting(p) : pair(stitch('M258 300 Q320 290 372 300', p)))
    + line('M400 236 L400 640', p.deep, 6)
    + `<rect x="392" y="240" width="16" height="34" rx="5" fill="${p.accent}"/>`
    + pair(filled('M282 334 L360 334 L358 362 L321 374 L284 362 Z', p, p.shade) + stitch('M290 376 L290 432 L352 432 L352 376', p))
    + pair(filled('M320 182 L282 222 L352 304 L398 238 Z', p))
    + cuffsAndHem(p);
}

function jeans(p: Paint): string {
  const legs = 'M272 160 L528 160 L552 644 L432 652 L400 330 L368 652 L248 644 Z';
  return filled(legs, p)
    + pair(`<ellipse cx="320" cy="470" rx="38" ry="92" fill="#fff" opacity="0.1"/>`)
    + filled('M272 160 L528 160 L530 198 L270 198 Z', p, p.shade)
    + pair(`<rect x="302" y="154" width="14" height="52" rx="4" fill="${p.shade}" stroke="${p.deep}" stroke-width="2"/>`)
    + `<circle cx="400" cy="179" r="9" fill="${p.accent}" stroke="${p.deep}" stroke-width="2"/>`
    + stitch('M414 200 L414 290 Q414 312 398 320', p)
    + pair(stitch('M280 204 Q332 210 350 256', p) + `<circle cx="352" cy="258" r="4" fill="${p.accent}"/>`)
    + pair(stitch('M254 622 L366 630', p) + fold('M300 360 Q330 450 316 560', p))
    + stitch('M274 190 L526 190', p);
}

function dress(p: Paint): string {
  return pair(line('M344 150 L352 222', p.shade, 10))
    + filled('M322 216 Q362 240 400 226 Q438 240 478 216 L470 364 L330 364 Z', p)
    + filled('M330 376 L470 376 Q560 520 612 650 Q400 692 188 650 Q240 520 330 376 Z', p)
    + pair(fold('M372 392 Q350 520 318 662', p)) + fold('M400 392 L400 676', p)
    + filled('M326 352 L474 352 L474 380 L326 380 Z', p, p.accent)
    + `<circle cx="400" cy="366" r="11" fill="${darken(p.accent, 0.15)}"/>`
    + stitch('M196 636 Q400 676 604 636', p);
}

function skirt(p: Paint): string {
  const pleats = [-3, -2, -1, 0, 1, 2, 3].map((i) => fold(`M${400 + i * 30} 262 L${400 + i * 62} 612`, p)).join('');
  return filled('M298 256 L502 256 Q560 440 602 612 Q400 644 198 612 Q240 440 298 256 Z', p)
    + pleats
    + filled('M296 218 L504 218 L504 258 L296 258 Z', p, p.shade)
    + `<circle cx="472" cy="238" r="9" fill="${p.accent}" stroke="${p.deep}" stroke-width="2"/>`
    + stitch('M206 592 Q400 624 594 592', p);
}

function handbag(p: Paint): string {
  return line('M306 336 Q306 176 400 176 Q494 176 494 336', p.deep, 26)
    + line('M306 336 Q306 176 400 176 Q494 176 494 336', p.shade, 16)
    + filled('M250 330 L550 330 Q575 330 580 360 L610 610 Q612 640 580 640 L220 640 Q188 640 190 610 L220 360 Q225 330 250 330 Z', p)
    + fold('M214 590 L586 590', p)
    + filled('M232 330 L568 330 L576 424 Q400 476 224 424 Z', p, p.shade)
    + stitch('M240 414 Q400 460 560 414', p)
    + `<rect x="378" y="428" width="44" height="34" rx="8" fill="${p.accent}" stroke="${darken(p.accent, 0.3)}" stroke-width="3"/>`
    + pair(`<rect x="296" y="322" width="22" height="26" rx="5" fill="${p.accent}"/>`);
}

function shoe(p: Paint): string {
  const laces = [0, 1, 2, 3]
    .map((i) => line(`M${404 + i * 36} ${446 + i * 11} L${428 + i * 36} ${424 + i * 11}`, p.accent, 7)).join('');
  return '<g transform="translate(-116 -170) scale(1.2)">'
    + filled('M186 560 L184 470 Q186 420 228 410 Q282 402 318 432 Q352 456 392 424 Q520 452 600 486 Q690 508 692 560 Z', p)
    + filled('M374 430 Q386 376 434 380 L456 438 Q420 446 392 426 Z', p, p.shade)
    + filled('M590 488 Q684 506 692 560 L596 560 Q604 522 590 488 Z', p, p.light)
    + line('M300 536 Q430 470 576 482', p.accent, 14)
    + laces
    + filled('M184 466 Q180 520 186 560 L228 560 Q218 512 230 448 Z', p, p.shade)
    + line('M232 412 Q282 404 318 434 Q352 458 390 428', p.deep, 7)
    + filled('M176 556 L654 556 Q702 556 702 596 Q702 628 660 630 L188 630 Q160 630 160 596 Q160 556 176 556 Z', p, '#f7f5f0')
    + flat('M164 612 L700 612 Q698 630 660 632 L188 632 Q164 630 164 612 Z', '#3b3b3b', 0.85)
    + stitch('M196 578 L680 578', p, '#c9c3b8')
    + '</g>';
}

/** A compressed bale in three-quarter view: folded layers of clothing, see-through wrap and strapping. */
function bale(p: Paint): string {
  const layerColours = [p.main, p.accent, p.light, p.shade, lighten(p.accent, 0.35), '#f1e9dc'];
  const layers = Array.from({ length: 11 }, (_, i) => {
    const y = 300 + i * 28;
    const colour = layerColours[i % layerColours.length] ?? p.main;
    return flat(`M190 ${y} Q282 ${y - 7} 375 ${y} Q467 ${y + 7} 560 ${y} L560 ${y + 30} L190 ${y + 30} Z`, colour)
      + flat(`M560 ${y} L670 ${y - 90} L670 ${y - 62} L560 ${y + 30} Z`, darken(colour, 0.22));
  }).join('');
  const wrap = '<path d="M190 300 L300 210 L670 210 L670 520 L560 610 L190 610 Z" fill="#ffffff" opacity="0.16"/>'
    + '<path d="M230 300 L330 300 L210 520 L190 520 L190 380 Z" fill="#ffffff" opacity="0.18"/>';
  const strap = '#f6f2e8';
  const straps = flat('M262 300 L282 300 L392 210 L372 210 Z M262 300 L282 300 L282 610 L262 610 Z', strap)
    + flat('M468 300 L488 300 L598 210 L578 210 Z M468 300 L488 300 L488 610 L468 610 Z', strap);
  return `<g transform="translate(-30 10)">`
    + flat('M190 300 L300 210 L670 210 L560 300 Z', p.main)
    + fold('M230 290 L330 220 M300 294 L420 218 M420 296 L540 216', p)
    + `<g clip-path="url(#${p.id}-bale)">${layers}</g>`
    + wrap + straps
    + line('M190 300 L560 300 L670 210 M560 300 L560 610', '#ffffff', 3, 0.5)
    + `<rect x="430" y="470" width="92" height="60" rx="8" fill="#fffdf7" stroke="${p.deep}" stroke-width="3"/>`
    + line('M446 492 L506 492 M446 510 L490 510', p.deep, 5)
    + '</g>';
}

const baleClip = (p: Paint): string =>
  `<clipPath id="${p.id}-bale"><path d="M190 300 L560 300 L670 210 L670 520 L560 610 L190 610 Z"/></clipPath>`;

type GarmentDrawing = {
  draw: (p: Paint, pattern: FabricPattern) => string;
  /** y of the floor shadow under the drawing. */
  floorY: number;
  /** Centre of the close-up view. */
  focus: [number, number];
};

export const garments: Record<GarmentKind, GarmentDrawing> = {
  tshirt: { draw: tshirt, floorY: 668, focus: [400, 300] },
  blouse: { draw: blouse, floorY: 668, focus: [400, 300] },
  shirt: { draw: shirt, floorY: 668, focus: [380, 300] },
  hoodie: { draw: hoodie, floorY: 668, focus: [400, 260] },
  jacket: { draw: jacket, floorY: 668, focus: [360, 320] },
  jeans: { draw: jeans, floorY: 676, focus: [360, 240] },
  dress: { draw: dress, floorY: 690, focus: [400, 330] },
  skirt: { draw: skirt, floorY: 650, focus: [400, 300] },
  handbag: { draw: handbag, floorY: 664, focus: [400, 420] },
  shoe: { draw: shoe, floorY: 600, focus: [440, 400] },
  bale: { draw: bale, floorY: 640, focus: [380, 420] },
};

/** One garment as an SVG fragment plus the defs it needs; ids are prefixed with `id` so several can share a file. */
export function garmentFragment(
  garment: GarmentKind, colourway: Colourway, pattern: FabricPattern, id: string,
): { defs: string; body: string } {
  const { paint, defs } = paintFor(colourway, pattern, id);
  const clip = garment === 'bale' ? baleClip(paint) : '';
  return { defs: defs + clip, body: garments[garment].draw(paint, pattern) };
}
