import type { UserProfile } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { toast } from '@/ui/toaster';
import { Smartphone } from '@/ui/icons';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileCard } from './settings-card';

/**
 * Order and chat news by SMS, on or off (on unless turned off): saved through update-profile as soon as it is ticked,
 * the box showing the server's answer once it comes.
 */
export function SmsChoice({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const t = useT();
  const checked = update.isPending && update.variables.smsNotifications !== undefined ? update.variables.smsNotifications : profile.smsNotifications;
  const onChange = (smsNotifications: boolean) =>
    update.mutate({ smsNotifications }, {
      onSuccess: () => toast.success(t(smsNotifications ? 'account.sms.on' : 'account.sms.off')),
      onError: (error) => toast.error(error.message),
    });
  return (
    <ProfileCard title={t('account.sms.title')} icon={Smartphone} summary={t('account.sms.summary', { phone: profile.phone })} action={null}>
      <label className="flex items-start gap-3 text-ink-800">
        <input
          type="checkbox" name="smsNotifications" className="mt-0.5 size-5 shrink-0 accent-brand-600" checked={checked} disabled={update.isPending}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('account.sms.choice')}</span>
      </label>
    </ProfileCard>
  );
}
