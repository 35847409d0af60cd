import {
  PRODUCT_CSV_MAX_ROWS, productCsvColumns, productCsvRowSchema, stockKey, type ProductCsvError, type ProductCsvRow,
} from '@mitumba/contracts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../../lib/errors.ts';

/** One product as the file describes it: its fields (from its first line) and its weights with their stock. */
export type ProductPlan = { line: number; fields: ProductCsvRow; weights: { weight: string; stock: number; line: number }[] };

/** The product fields every line of one code must repeat identically. */
const productFields = ['name', 'description', 'price', 'category', 'sub_category', 'label', 'banner', 'bestseller'] as const;

/** The whole file refused: every bad line with its number, nothing changed. */
function rejected(errors: ProductCsvError[]): AppError {
  const count = errors.length;
  return new AppError('VALIDATION', `The file has ${count} ${count === 1 ? 'problem' : 'problems'}: nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and upload again.`, { errors });
}

function readRecords(text: string) {
  try {
    return parse(text, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), bom: true, skip_empty_lines: true, relax_column_count: true, info: true, to: PRODUCT_CSV_MAX_ROWS + 1 }) as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw rejected([{ line, message: `Line ${line}: the CSV cannot be read (${(error as Error).message.replace(/^[^:]*: /, '')})` }]);
  }
}

/**
 * Reads an uploaded catalogue CSV into one plan per product code, checking every line with the contract's row
 * schema; throws one 400 listing every problem ("Line 7: price must be …") when any line is bad.
 */
export function planProductsCsv(text: string): ProductPlan[] {
  if (text.trim() === '') throw rejected([{ line: 1, message: 'Line 1: the file is empty' }]);
  const records = readRecords(text);
  const header = Object.keys(records[0]?.record ?? {});
  const missing = productCsvColumns.filter((column) => column !== 'archived' && column !== 'description' && !header.includes(column));
  const errors: ProductCsvError[] = [];
  if (records.length === 0) errors.push({ line: 1, message: 'Line 1: the file has a header but no products' });
  if (missing.length) errors.push({ line: 1, message: `Line 1: missing ${missing.length === 1 ? 'column' : 'columns'} ${missing.join(', ')}` });
  if (records.length > PRODUCT_CSV_MAX_ROWS) errors.push({ line: 1, message: `The file has more than ${PRODUCT_CSV_MAX_ROWS} lines: split it` });
  if (errors.length) throw rejected(errors);

  const plans = new Map<string, ProductPlan>();
  for (const { record, info } of records) {
    const line = info.lines;
    const result = productCsvRowSchema.safeParse(record);
    if (!result.success) {
      errors.push(...result.error.issues.map((issue) => ({ line, message: `Line ${line}: ${issue.message}` })));
      continue;
    }
    const row = result.data;
    const plan = plans.get(row.code);
    if (!plan) {
      plans.set(row.code, { line, fields: row, weights: [{ weight: row.weight, stock: row.stock, line }] });
      continue;
    }
    const differs = productFields.find((field) => row[field] !== plan.fields[field]);
    if (differs) errors.push({ line, message: `Line ${line}: ${differs} of ${row.code} differs from line ${plan.line}` });
    const twin = plan.weights.find((entry) => stockKey(entry.weight) === stockKey(row.weight));
    if (twin) errors.push({ line, message: `Line ${line}: weight ${row.weight} of ${row.code} is already on line ${twin.line}` });
    else plan.weights.push({ weight: row.weight, stock: row.stock, line });
  }
  if (errors.length) throw rejected(errors);
  return [...plans.values()];
}
