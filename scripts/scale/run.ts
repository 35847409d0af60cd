/**
 * `npm run test:scale`: the two-instance journey (docs/deploy.md). Starts PostgreSQL, an S3-compatible server, two
 * instances at the same moment on the empty database and nginx in front of them (deploy/nginx), then runs the checks
 * in order and prints a table of their figures. A check that fails is reported and the journey goes on where it can;
 * exits 1 when any failed. Needs Debian's postgresql and nginx packages (.ci/run installs them).
 */
import { existsSync } from 'node:fs';
import { postgresBinDir } from '../faults/harness.ts';
import { backupAndRestore } from './backup-drill.ts';
import { chatAcross, photoAcross, priceAcross, readinessFollowsDatabase, startTogether, tokenAcross, type Check, type JourneyState } from './checks.ts';
import { startCluster } from './cluster.ts';
import { checkSiteConfig } from './nginx.ts';
import { rollingRestart } from './rolling-restart.ts';
import { verifySystemdUnit } from './systemd-unit.ts';

const deployFiles: Check = {
  name: "deploy/'s nginx site and systemd unit are valid",
  async run() {
    await checkSiteConfig();
    const unit = await verifySystemdUnit();
    return `the TLS site passes nginx -t; the unit: ${unit ?? 'not checked (systemd-analyze is not installed)'}`;
  },
};

/** A check that fails stops those after it only when they depend on it (the instances must be up for any). */
const checks: { check: Check; required?: boolean }[] = [
  { check: deployFiles },
  { check: startTogether, required: true },
  { check: tokenAcross },
  { check: photoAcross },
  { check: priceAcross },
  { check: chatAcross },
  { check: rollingRestart },
  { check: readinessFollowsDatabase },
  { check: backupAndRestore },
];

async function main(): Promise<number> {
  const missing = [!postgresBinDir() && 'postgresql', !existsSync('/usr/sbin/nginx') && 'nginx'].filter(Boolean);
  if (missing.length > 0) {
    console.error(`The two-instance journey needs Debian's ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')}).`);
    return 1;
  }
  const started = Date.now();
  console.log('Two-instance journey: PostgreSQL, an S3-compatible server, nginx (deploy/nginx) and two instances…');
  const cluster = await startCluster();
  const state: JourneyState = {};
  const rows: { name: string; result: string; ok: boolean }[] = [];
  try {
    for (const { check, required } of checks) {
      const checkStarted = Date.now();
      try {
        const result = await check.run(cluster, state);
        rows.push({ name: check.name, result, ok: true });
        console.log(`ok   ${check.name} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s): ${result}`);
      } catch (error) {
        rows.push({ name: check.name, result: (error as Error).message, ok: false });
        console.log(`FAIL ${check.name} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s): ${(error as Error).stack ?? String(error)}`);
        for (const [index, instance] of cluster.instances.entries()) console.log(`--- instance ${'AB'[index]} output ---\n${instance.output()}`);
        console.log(`--- nginx error log ---\n${await cluster.nginx.errorLog()}`);
        if (required) break;
      }
    }
  } finally {
    await cluster.close();
  }
  const failed = rows.filter((row) => !row.ok).length;
  const skipped = checks.length - rows.length;
  console.log(`\nTwo-instance journey: ${rows.length - failed} checks held, ${failed} failed, ${skipped} not run (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  // The line .ci/run adds up with the other suites' (a check is one test; one not run counts as failed).
  console.log(`${rows.length - failed} passed, ${failed + skipped} failed`);
  return failed + skipped === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
