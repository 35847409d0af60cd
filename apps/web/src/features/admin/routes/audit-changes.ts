/** One changed field: its name, the value before and the value after (absent: the field did not exist on that side). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields whose values differ between before and after; a value that is not an object is one field, "value". */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const to = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, ...(field in from ? { before: from[field] } : {}), ...(field in to ? { after: to[field] } : {}) }));
}
