/**
 * The demo shop, migrated and seeded once per run: every journey's server starts from a copy of it instead of
 * migrating an empty database and drawing the demo photos again (about 7 s of CPU a server on this machine).
 * `npm test -w e2e` prepares it (prepare-demo-template.ts) and passes its place in E2E_DEMO_TEMPLATE; a journey run
 * on its own without it seeds a fresh server as before.
 */
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const demoTemplateDir = fileURLToPath(new URL('../../.tmp/e2e-demo-template', import.meta.url));
export const TEMPLATE_READY_MARK = 'template-ready';
/** The web app's copies are made per server (snapshotWebDist), never taken from the template. */
const PER_SERVER = new Set(['web-dist', 'dist-server', TEMPLATE_READY_MARK]);

/** Copies the template's database, media and sandbox state into `dataDir`; false when there is no ready template. */
export async function copyDemoTemplate(dataDir: string, template = process.env.E2E_DEMO_TEMPLATE): Promise<boolean> {
  if (!template || !existsSync(path.join(template, TEMPLATE_READY_MARK))) return false;
  await cp(template, dataDir, { recursive: true, filter: (source) => !PER_SERVER.has(path.relative(template, source)) });
  return true;
}
