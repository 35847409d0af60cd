import { useOnline } from './online-status';
import { useT } from '@/i18n';

/** A quiet line under the header while offline; the page keeps showing what it last had. Gone when back online. */
export function OfflineBar() {
  const online = useOnline();
  const t = useT();
  return (
    <div role="status">
      {online ? null : (
        <p className="border-b border-ink-200 bg-ink-100 px-4 py-1.5 text-center text-xs text-ink-800 sm:text-sm">{t('shell.offline')}</p>
      )}
    </div>
  );
}
