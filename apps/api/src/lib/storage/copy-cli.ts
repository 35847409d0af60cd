/**
 * Copies every media object between a local directory and the configured bucket, either way:
 *
 *   npm run media:copy -- --from ./data/uploads --to s3          (move DATA_DIR/uploads into the bucket)
 *   npm run media:copy -- --from s3 --to /backups/2026-11-27/media (back the bucket up to a directory)
 *   npm run media:copy -- --from /backups/2026-11-27/media --to s3 (restore)
 *
 * `s3` (or `bucket`) is the bucket of the S3_* variables; anything else is a directory. Objects already in the target
 * with the same size are skipped, so a re-run copies only what is new. Prints the counts; exits 1 on any error.
 */
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { copyMedia, type CopySummary } from './copy.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

const BUCKET_NAMES = ['s3', 'bucket'];
const USAGE = 'Usage: npm run media:copy -- --from <directory|s3> --to <directory|s3> (one side is s3, the bucket of the S3_* settings)';

export class UsageError extends Error {}

/** Parses the arguments, copies, and answers the counts and a line saying so. */
export async function runMediaCopy(argv: string[], env: NodeJS.ProcessEnv): Promise<CopySummary & { report: string }> {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' } }, strict: true });
  const { from, to } = values;
  if (!from || !to) throw new UsageError(USAGE);
  const isBucket = (side: string) => BUCKET_NAMES.includes(side.toLowerCase());
  if (isBucket(from) === isBucket(to)) throw new UsageError(`One of --from and --to must be s3, the other a directory.\n${USAGE}`);
  const config = loadConfig(env);
  if (!config.s3) throw new UsageError('S3_BUCKET (with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) must be set: it says which bucket s3 means.');
  const bucket = createS3Storage(config.s3);
  const directory = (dir: string): Storage => createLocalStorage(dir);
  if (!isBucket(from) && !(await stat(from).then((info) => info.isDirectory(), () => false))) {
    throw new UsageError(`--from ${from}: no such directory`);
  }
  const summary = await copyMedia(isBucket(from) ? bucket : directory(from), isBucket(to) ? bucket : directory(to));
  const where = (side: string) => (isBucket(side) ? `bucket ${config.s3?.bucket}` : side);
  const megabytes = (summary.bytes / 1_048_576).toFixed(1);
  return { ...summary, report: `Copied ${summary.copied} objects (${megabytes} MB) from ${where(from)} to ${where(to)}; skipped ${summary.skipped} already there.` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMediaCopy(process.argv.slice(2), process.env).then(({ report }) => console.log(report), (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  });
}
