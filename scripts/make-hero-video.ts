/**
 * Builds the home page's looping hero video and its poster from the seed's garment illustrations:
 *   apps/web/public/video/hero.mp4          960×540, 24 fps, 8 s, H.264 (yuv420p, +faststart), no audio
 *   apps/web/public/video/hero-poster.webp  the first frame (960 wide), and hero-poster-480.webp for phones
 *
 * A one-off asset build: the outputs are committed and nothing needs ffmpeg at run time. To rebuild them:
 *   apt-get install -y ffmpeg                       (once)
 *   node_modules/.bin/node scripts/make-hero-video.ts   (from the repo root)
 *
 * Frames are drawn as SVG, rasterised with sharp and piped to ffmpeg as raw RGB. Three scenes drift slowly and
 * cross-fade into each other; the last fades back into the first, so the video loops without a jump.
 */
import { spawn } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  colourways, garmentFragment, type ColourwayName, type FabricPattern, type GarmentKind,
} from '../apps/api/src/db/seed/garment-art.ts';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const FADE_SECONDS = 0.7;
const CRF = 21;

const outputDir = fileURLToPath(new URL('../apps/web/public/video/', import.meta.url));
const videoPath = path.join(outputDir, 'hero.mp4');
const posterPath = path.join(outputDir, 'hero-poster.webp');
const phonePosterPath = path.join(outputDir, 'hero-poster-480.webp');

type Placed = {
  garment: GarmentKind; colourway: ColourwayName; pattern: FabricPattern; x: number; y: number; scale: number; depth: number;
};
type Scene = { from: string; to: string; items: Placed[] };

/** Items are listed back to front; `depth` sets how far each drifts, for a little parallax. */
const scenes: Scene[] = [
  { from: '#f8e8da', to: '#efc7ab', items: [
    { garment: 'blouse', colourway: 'lilac', pattern: 'plain', x: 610, y: 300, scale: 0.3, depth: 0.6 },
    { garment: 'dress', colourway: 'rose', pattern: 'floral', x: 740, y: 265, scale: 0.48, depth: 1 },
    { garment: 'handbag', colourway: 'terracotta', pattern: 'plain', x: 860, y: 365, scale: 0.27, depth: 1.5 },
  ] },
  { from: '#f5ead8', to: '#e0c49c', items: [
    { garment: 'jeans', colourway: 'lightwash', pattern: 'plain', x: 615, y: 300, scale: 0.32, depth: 0.6 },
    { garment: 'jacket', colourway: 'indigo', pattern: 'plain', x: 750, y: 265, scale: 0.46, depth: 1 },
    { garment: 'shoe', colourway: 'white', pattern: 'plain', x: 850, y: 385, scale: 0.26, depth: 1.5 },
  ] },
  { from: '#f6e0cd', to: '#dc9f7b', items: [
    { garment: 'bale', colourway: 'rose', pattern: 'plain', x: 620, y: 330, scale: 0.3, depth: 0.6 },
    { garment: 'bale', colourway: 'indigo', pattern: 'plain', x: 750, y: 285, scale: 0.42, depth: 1 },
    { garment: 'bale', colourway: 'mustard', pattern: 'plain', x: 865, y: 370, scale: 0.26, depth: 1.5 },
  ] },
];

const sceneSeconds = SECONDS / scenes.length;

function sceneLayer(scene: Scene, index: number, progress: number, opacity: number): { defs: string; body: string } {
  const drift = (progress - 0.5) * 40;
  const zoom = 1 + progress * 0.05;
  const placed = scene.items.map((item, itemIndex) => {
    const art = garmentFragment(item.garment, colourways[item.colourway], item.pattern, `s${index}i${itemIndex}`);
    const x = item.x - drift * item.depth;
    const transform = `translate(${x.toFixed(2)} ${item.y}) scale(${(item.scale * zoom).toFixed(4)}) translate(-400 -410)`;
    return { defs: art.defs, body: `<g transform="${transform}">${art.body}</g>` };
  });
  const background = `<linearGradient id="bg${index}" x1="0" y1="0" x2="1" y2="1">`
    + `<stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/></linearGradient>`;
  const body = `<g opacity="${opacity.toFixed(3)}"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg${index})"/>`
    + `<circle cx="${(735 - drift * 0.3).toFixed(2)}" cy="290" r="215" fill="#fff" opacity="0.3"/>`
    + `${placed.map((item) => item.body).join('')}</g>`;
  return { defs: background + placed.map((item) => item.defs).join(''), body };
}

/** Scenes visible at `seconds`, oldest first, each with how far through its window it is and its opacity. */
function visibleScenes(seconds: number): { index: number; progress: number; opacity: number }[] {
  const window = sceneSeconds + FADE_SECONDS;
  return scenes
    .map((_, index) => {
      const local = (seconds - (index * sceneSeconds - FADE_SECONDS) + SECONDS) % SECONDS;
      return { index, local };
    })
    .filter(({ local }) => local < window)
    .sort((a, b) => b.local - a.local)
    .map(({ index, local }) => ({ index, progress: local / window, opacity: Math.min(1, local / FADE_SECONDS) }));
}

function headline(): string {
  const sans = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const serif = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
  return '<defs><linearGradient id="veil" x1="0" x2="1"><stop offset="0" stop-color="#fff8f0" stop-opacity="0.55"/>'
    + '<stop offset="1" stop-color="#fff8f0" stop-opacity="0"/></linearGradient></defs>'
    + `<rect width="560" height="${HEIGHT}" fill="url(#veil)"/>`
    + '<rect x="64" y="206" width="36" height="3" fill="#b5562f"/>'
    + `<text x="112" y="214" font-family="${sans}" font-size="17" font-weight="bold" letter-spacing="5" fill="#b5562f">`
    + 'EXCLUSIVE COLLECTION</text>'
    + `<text x="60" y="286" font-family="${serif}" font-size="52" font-weight="bold" fill="#3b2418">Curated</text>`
    + `<text x="60" y="346" font-family="${serif}" font-size="52" font-weight="bold" fill="#3b2418">Fashion Finds</text>`
    + `<text x="64" y="390" font-family="${sans}" font-size="18" fill="#5c3a28">Hand-picked second-hand clothing and bales</text>`;
}

function frameSvg(frame: number): string {
  const layers = visibleScenes(frame / FPS).map(({ index, progress, opacity }) =>
    sceneLayer(scenes[index] as Scene, index, progress, opacity));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
    + `<defs>${layers.map((layer) => layer.defs).join('')}</defs>`
    + `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6e6d6"/>${layers.map((layer) => layer.body).join('')}${headline()}</svg>`;
}

function startEncoder(): { write(frame: Buffer): Promise<void>; finish(): Promise<void> } {
  const ffmpeg = spawn('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-',
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(CRF),
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', videoPath,
  ], { stdio: ['pipe', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', (error) => reject(new Error(`Could not run ffmpeg (apt-get install -y ffmpeg): ${error.message}`)));
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with code ${code}`))));
  });
  return {
    write: (frame) => new Promise((resolve, reject) => ffmpeg.stdin.write(frame, (error) => (error ? reject(error) : resolve()))),
    finish: async () => {
      ffmpeg.stdin.end();
      await exited;
    },
  };
}

async function main(): Promise<void> {
  await mkdir(outputDir, { recursive: true });
  const started = performance.now();
  await sharp(Buffer.from(frameSvg(0))).webp({ quality: 80 }).toFile(posterPath);
  await sharp(Buffer.from(frameSvg(0))).resize(480).webp({ quality: 80 }).toFile(phonePosterPath);
  const encoder = startEncoder();
  for (let frame = 0; frame < FPS * SECONDS; frame++) {
    await encoder.write(await sharp(Buffer.from(frameSvg(frame))).removeAlpha().raw().toBuffer());
  }
  await encoder.finish();
  const kilobytes = async (file: string) => Math.round((await stat(file)).size / 1024);
  console.log(`hero.mp4 ${await kilobytes(videoPath)} KB, hero-poster.webp ${await kilobytes(posterPath)} KB, `
    + `${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
