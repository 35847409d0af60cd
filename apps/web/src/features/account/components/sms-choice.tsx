import type { UserProfile } from '@mitumba/contracts/plain';
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
  const checked = update.isPending && update.variables.smsNotifications !== undefined ? update.variables.smsNotifications : profile.smsNotifications;
  const onChange = (smsNotifications: boolean) =>
    update.mutate({ smsNotifications }, {
      onSuccess: () => toast.success(smsNotifications ? 'We will text you about your orders.' : 'SMS messages turned off.'),
      onError: (error) => toast.error(error.message),
    });
  return (
    <ProfileCard title="Text messages" icon={Smartphone} summary={`SMS to ${profile.phone}`} action={null}>
      <label className="flex items-start gap-3 text-ink-800">
        <input
          type="checkbox" name="smsNotifications" className="mt-0.5 size-5 shrink-0 accent-brand-600" checked={checked} disabled={update.isPending}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>Text me when my order is placed, paid, on its way or delivered, and when the shop replies in chat.</span>
      </label>
    </ProfileCard>
  );
}
