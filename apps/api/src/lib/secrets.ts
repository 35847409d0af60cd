import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from the environment, or one generated once and kept in DATA_DIR/secrets, so tokens survive restarts
 * without anybody having to invent a secret for a local run.
 */
export async function persistentSecret(dataDir: string, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secrets', name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not generated yet.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
