import type { ProductCsvError, ProductCsvImportResponse } from '@mitumba/contracts';

/** The import's answer: what changed, and which new products still need images before the shop shows them. */
export function ImportSummary({ result }: { result: ProductCsvImportResponse }) {
  return (
    <section role="status" aria-labelledby="import-summary" className="rounded-2xl border border-success-600/30 bg-success-50 p-4">
      <h2 id="import-summary" className="font-semibold text-ink-900">Import done</h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {([['Created', result.created], ['Updated', result.updated], ['Unchanged', result.unchanged]] as const).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-2">
            <dt className="text-xs font-medium text-ink-600 uppercase">{label}</dt>
            <dd className="text-xl font-semibold text-ink-900 tabular-nums" data-testid={`import-${label.toLowerCase()}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {result.needImages.length > 0 ? (
        <p className="mt-3 text-sm text-ink-800">
          New products are hidden from the shop until they have an image: add one to {result.needImages.join(', ')} on the Products page.
        </p>
      ) : null}
    </section>
  );
}

/** A refused file: every bad line, as the server numbered them. Nothing was imported. */
export function ImportErrors({ message, errors }: { message: string; errors: ProductCsvError[] }) {
  return (
    <section role="alert" aria-labelledby="import-errors" className="rounded-2xl border border-danger-600/40 bg-danger-50 p-4">
      <h2 id="import-errors" className="font-semibold text-danger-700">{message}</h2>
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-900" data-testid="import-line-errors">
          {errors.slice(0, 200).map((error) => <li key={`${error.line}-${error.message}`}>{error.message}</li>)}
        </ul>
      ) : null}
      {errors.length > 200 ? <p className="mt-2 text-sm text-ink-700">…and {errors.length - 200} more.</p> : null}
    </section>
  );
}
