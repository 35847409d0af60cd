import { changedFields } from './audit-changes';

/** "paymentStatus" → "Payment status". */
const fieldLabel = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The change as "Field: before → after" lines, so nobody reads raw JSON. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  return (
    <dl data-testid="audit-diff" className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-ink-50 p-3 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium text-ink-700">{fieldLabel(change.field)}</dt>
          <dd className="wrap-anywhere text-ink-900">
            <span className="text-ink-600 line-through decoration-ink-400">{shown(change.before)}</span>
            <span aria-hidden="true" className="px-1.5 text-ink-500">→</span>
            <span className="sr-only"> changed to </span>
            <span className="font-semibold">{shown(change.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
