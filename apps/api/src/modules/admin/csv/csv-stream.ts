import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Today's Nairobi day (2026-01-31), for the downloaded file's name. */
export const shopDay = (now = new Date()) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** The header that makes the browser save the answer as a file. */
export const attachment = (name: string) => `attachment; filename="${name}-${shopDay()}.csv"`;

/**
 * A CSV document streamed from pages of records: one page is read, written and dropped before the next is asked
 * for, so a large export never sits in memory. Back-pressure comes from the HTTP socket through the pipe.
 */
export function csvStream(columns: readonly string[], pages: AsyncIterable<unknown[][]>): Readable {
  const rows = Readable.from((async function* rowsOf() {
    for await (const page of pages) yield* page;
  })(), { objectMode: true });
  const output = stringify({ header: true, columns: [...columns] });
  rows.on('error', (error) => output.destroy(error));
  return rows.pipe(output);
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula: text a customer typed (a name, an
 * address) gets a leading apostrophe so it shows as text. Only for exports never imported back.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
