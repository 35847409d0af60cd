import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { runMediaCopy } from './copy-cli.ts';
import { createS3Storage } from './s3.ts';

let s3: TestS3;
let root: string;
beforeAll(async () => {
  s3 = await startTestS3();
  root = await mkdtemp(path.join(os.tmpdir(), 'mitumba-copy-'));
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const files: Record<string, string> = {
  'products/a.webp': 'photo a', 'products/b.webp': 'photo bb', 'avatars/u-1.webp': 'me', 'variants/w320/products/a.webp': 'small a',
};

describe('npm run media:copy', () => {
  it('copies an uploads directory into the bucket and the bucket into another directory; a re-run skips what is there', async () => {
    const uploads = path.join(root, 'uploads');
    for (const [key, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(uploads, key)), { recursive: true });
      await writeFile(path.join(uploads, key), body);
    }
    await writeFile(path.join(uploads, 'products', 'c.webp.1234.tmp'), 'half a write'); // never copied

    const up = await runMediaCopy(['--from', uploads, '--to', 's3'], s3.env);
    expect(up).toMatchObject({ copied: 4, skipped: 0 });
    expect(up.report).toMatch(/^Copied 4 objects \(0\.0 MB\) from .*uploads to bucket mitumba-media; skipped 0 already there\.$/);
    expect(await createS3Storage(s3.settings).exists('variants/w320/products/a.webp')).toBe(true);
    expect(await runMediaCopy(['--from', uploads, '--to', 'bucket'], s3.env)).toMatchObject({ copied: 0, skipped: 4 });

    const backup = path.join(root, 'backups', '2026-11-27', 'media');
    expect(await runMediaCopy(['--from', 's3', '--to', backup], s3.env)).toMatchObject({ copied: 4, skipped: 0 });
    for (const [key, body] of Object.entries(files)) expect(await readFile(path.join(backup, key), 'utf8')).toBe(body);
    await writeFile(path.join(backup, 'products', 'b.webp'), 'damaged'); // a different size: copied again
    expect(await runMediaCopy(['--from', 's3', '--to', backup], s3.env)).toMatchObject({ copied: 1, skipped: 3 });
    expect(await readFile(path.join(backup, 'products', 'b.webp'), 'utf8')).toBe('photo bb');
  });

  it('refuses unclear arguments and a missing bucket or source with a message', async () => {
    await expect(runMediaCopy(['--from', 's3'], s3.env)).rejects.toThrow(/Usage: npm run media:copy/);
    await expect(runMediaCopy(['--from', root, '--to', path.join(root, 'elsewhere')], s3.env)).rejects.toThrow(/One of --from and --to must be s3/);
    await expect(runMediaCopy(['--from', 's3', '--to', 'bucket'], s3.env)).rejects.toThrow(/One of --from and --to must be s3/);
    await expect(runMediaCopy(['--from', root, '--to', 's3'], {})).rejects.toThrow(/S3_BUCKET .* must be set/);
    await expect(runMediaCopy(['--from', path.join(root, 'typo'), '--to', 's3'], s3.env)).rejects.toThrow(/typo: no such directory/);
  });
});
