import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { productCsvColumns, productCsvUploadSchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { CsvDropZone } from './csv-drop-zone';
import { DownloadCsvButton } from './download-button';
import { lineErrorsOf, useImportProductsCsv } from './import-products';
import { ImportErrors, ImportSummary } from './import-result';

const card = 'rounded-2xl border border-ink-200 bg-white p-4 sm:p-6';

/** /admin/catalogue-csv: download every product as CSV, edit it in a spreadsheet, upload it back (all or nothing). */
export function CatalogueCsvPage() {
  useDocumentTitle('Import / export');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const upload = useImportProductsCsv();

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(undefined);
    upload.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose the CSV file to import');
    const checked = validateWith(productCsvUploadSchema, { name: file.name, size: file.size });
    if (!checked.ok) return setFileError(Object.values(checked.errors)[0]);
    upload.mutate(file);
  };

  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-ink-900">Import / export</h1>
      <div className={card}>
        <h2 className="text-lg font-semibold text-ink-900">Download the catalogue</h2>
        <p className="mt-1 text-sm text-ink-700">
          Every product, archived ones too, one row per product and weight. Prices are in shillings.
        </p>
        <div className="mt-4">
          <DownloadCsvButton path="/api/admin/products/export.csv" fileName="mitumba-products.csv" label="Download products CSV" variant="accent" />
        </div>
      </div>
      <form className={card} onSubmit={submit} noValidate>
        <h2 className="text-lg font-semibold text-ink-900">Upload changes</h2>
        <p className="mt-1 text-sm text-ink-700">
          Products are matched by code: new codes are created, the others updated; stock is set per weight. One bad line and
          nothing is imported. New products stay hidden from the shop until they have an image.
        </p>
        <p className="mt-1 text-xs wrap-anywhere text-ink-600">Columns: {productCsvColumns.join(', ')} (archived is read only).</p>
        <div className="mt-4">
          <CsvDropZone file={file} error={fileError} onFile={choose} />
        </div>
        <Button type="submit" variant="accent" className="mt-4 w-full sm:w-auto" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import CSV'}
        </Button>
      </form>
      {upload.isSuccess ? <ImportSummary result={upload.data} /> : null}
      {upload.isError ? (
        <ImportErrors
          message={isApiError(upload.error) ? upload.error.message : 'The import failed. Please try again.'}
          errors={lineErrorsOf(upload.error)}
        />
      ) : null}
    </section>
  );
}
