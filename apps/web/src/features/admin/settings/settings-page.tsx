import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { formatShopTime } from '../order-labels';
import { C2bRegistrationPanel } from './c2b-registration-panel';
import { useAdminSettings, useSaveSettings } from './settings-api';
import { SettingsForm } from './settings-form';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const settings = useAdminSettings();
  const save = useSaveSettings();

  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Shop settings</h1>
        <p className="text-ink-700">
          {settings.data?.updatedAt ? `Last saved ${formatShopTime(settings.data.updatedAt)}.` : 'The shop runs on its defaults until you first save.'}
        </p>
      </div>
      {settings.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {settings.isError ? (
        <p role="alert" className="text-danger-700">{isApiError(settings.error) ? settings.error.message : 'Could not load the settings. Please try again.'}</p>
      ) : null}
      {settings.data ? (
        <SettingsForm
          key={settings.data.updatedAt ?? 'defaults'} current={settings.data} saving={save.isPending}
          onSave={(body) => save.mutate(body, {
            onSuccess: () => toast.success('Settings saved'),
            onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
          })}
        />
      ) : null}
      <C2bRegistrationPanel />
    </section>
  );
}
