/**
 * `npm test`: the whole suite on a fresh machine — unit and API tests (vitest, PGlite), then the web build and the
 * browser journeys (Playwright on Debian's Chromium). Ends with one plain 'N passed, N failed' line.
 * `npm test -- --api` runs only the node-side tests (CI runs them again on PostgreSQL with TEST_DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { countJunit, countVitest, type Counts } from './test-counts.ts';

const apiOnly = process.argv.includes('--api');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('.tmp', { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing for the browser tests. Install it with:\n  sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0) {
    console.error('Could not install Chromium. Run: apt-get install -y chromium');
    process.exit(1);
  }
}

const totals: Counts = { passed: 0, failed: 0 };
const add = (counts: Counts) => { totals.passed += counts.passed; totals.failed += counts.failed; };
let exitCode = 0;

const vitestReport = '.tmp/vitest.json';
rmSync(vitestReport, { force: true });
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
if (apiOnly) vitestArgs.push('--project', 'node');
const vitestExit = run('vitest', vitestArgs);
const vitestCounts = countVitest(vitestReport);
if (vitestExit !== 0) {
  exitCode = 1;
  // Unhandled errors fail the run without failing a test: count them, so the closing line never says 0 failed.
  if (vitestCounts.failed === 0) vitestCounts.failed = 1;
}
add(vitestCounts);

if (!apiOnly) {
  ensureChromium();
  if (run('npm', ['run', 'build']) !== 0) {
    exitCode = 1;
    totals.failed += 1;
  } else {
    const junit = '.tmp/e2e-junit.xml';
    rmSync(junit, { force: true });
    if (run('npm', ['test', '-w', 'e2e'], { CHROMIUM_PATH: chromium }) !== 0) exitCode = 1;
    add(existsSync(junit) ? countJunit(readFileSync(junit, 'utf8')) : { passed: 0, failed: 1 });
  }
}

if (totals.failed > 0) exitCode = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
