/**
 * deploy/systemd/mitumba.service checked by systemd itself (`systemd-analyze verify`), with /opt/mitumba pointed at
 * this checkout so its ExecStart names the project's own Node. Answers null when systemd's tools are not installed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { deployDir } from './nginx.ts';

const run = promisify(execFile);
const ANALYZE = '/usr/bin/systemd-analyze';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function verifySystemdUnit(): Promise<string | null> {
  if (!existsSync(ANALYZE)) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-unit-'));
  try {
    const unit = (await readFile(path.join(deployDir, 'systemd/mitumba.service'), 'utf8')).replaceAll('/opt/mitumba', repoRoot.replace(/\/$/, ''));
    const file = path.join(dir, 'mitumba.service');
    await writeFile(file, unit);
    const { stderr } = await run(ANALYZE, ['verify', file]);
    if (stderr.trim()) throw new Error(`systemd-analyze verify: ${stderr.trim()}`);
    return 'systemd-analyze verify found nothing to say';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
