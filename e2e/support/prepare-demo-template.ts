/**
 * `node support/prepare-demo-template.ts`: migrates and seeds a server in the template directory, stops it cleanly
 * and marks the directory ready; every journey's server then starts from a copy (demo-template.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TEMPLATE_READY_MARK, demoTemplateDir } from './demo-template.ts';
import { snapshotWebDist, spawnApi } from './server.ts';

const started = Date.now();
await rm(demoTemplateDir, { recursive: true, force: true });
await mkdir(demoTemplateDir, { recursive: true });
const server = await spawnApi({
  dataDir: demoTemplateDir,
  removeDataDir: false,
  env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'test', WEB_DIST_DIR: await snapshotWebDist(demoTemplateDir) },
});
await server.stop();
await writeFile(path.join(demoTemplateDir, TEMPLATE_READY_MARK), new Date().toISOString());
console.log(`Demo shop template ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${demoTemplateDir}`);
