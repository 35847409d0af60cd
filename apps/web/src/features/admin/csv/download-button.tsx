import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button, type ButtonVariant } from '@/ui/button';
import { toast } from '@/ui/toaster';
import { downloadCsv } from './download-csv';

interface DownloadButtonProps {
  path: string;
  query?: Record<string, string | undefined>;
  fileName: string;
  label: string;
  variant?: ButtonVariant;
}

/** A button that saves a CSV export (busy while the server streams it; a failure is toasted). */
export function DownloadCsvButton({ path, query, fileName, label, variant = 'secondary' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, query, fileName);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? 'Preparing…' : label}
    </Button>
  );
}
