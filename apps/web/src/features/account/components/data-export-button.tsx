import { useMutation } from '@tanstack/react-query';
import { useT } from '@/i18n';
import { apiFetch, isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { ShieldCheck } from '@/ui/icons';
import { toast } from '@/ui/toaster';
import { ProfileCard } from './settings-card';

/** Hands a JSON document to the browser as a file download. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Your data" on /profile: the customer downloads a copy of what the shop keeps about them (Kenya's Data Protection
 * Act gives them that right) as a JSON file. GET /api/user/export with the session's bearer token: a plain link could
 * not carry it.
 */
export function DataExportButton() {
  const t = useT();
  const download = useMutation({
    mutationFn: () => apiFetch<unknown>('/api/user/export'),
    onSuccess: (data) => saveJson(data, `mitumba-my-data-${new Date().toISOString().slice(0, 10)}.json`),
    onError: (error) => toast.error(isApiError(error) ? error.message : t('account.data.failed')),
  });
  return (
    <ProfileCard
      title={t('account.data.title')}
      icon={ShieldCheck}
      summary={t('account.data.summary')}
      action={
        <Button variant="secondary" disabled={download.isPending} aria-busy={download.isPending} onClick={() => download.mutate()}>
          {t(download.isPending ? 'account.data.preparing' : 'account.data.download')}
        </Button>
      }
    />
  );
}
