import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { Field } from '@/ui/field';
import { useT } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

interface BalancePhoneFieldProps {
  /** The profile's phone ('' when it has none: the field shows at once). */
  profilePhone: string;
  differentPhone: boolean;
  onDifferentPhone: (different: boolean) => void;
  otherPhone: string;
  onOtherPhone: (phone: string) => void;
  error: string | null;
}

/** The phone the prompt goes to (spec 2 §5): the profile's, unless 'Use different phone number' reveals a field. */
export function BalancePhoneField({ profilePhone, differentPhone, onDifferentPhone, otherPhone, onOtherPhone, error }: BalancePhoneFieldProps) {
  const t = useT();
  const say = useSay();
  return (
    <div>
      {differentPhone || profilePhone === '' ? (
        <Field
          label={t('deposits.phone.label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712345678"
          value={otherPhone}
          onChange={(event) => onOtherPhone(event.target.value)}
          error={error && say(error)}
          hint={t('deposits.phone.hint')}
        />
      ) : (
        <div className="text-sm">
          <p className="mb-1.5 font-medium text-ink-800">{t('deposits.phone.label')}</p>
          <p className="flex min-h-12 items-center rounded-xl border border-ink-200 bg-white px-4 text-ink-900 tabular-nums" data-testid="profile-phone">
            {profilePhone}
          </p>
        </div>
      )}
      {profilePhone ? (
        <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-800">
          <input type="checkbox" className="size-5 accent-brand-600" checked={differentPhone} onChange={(event) => onDifferentPhone(event.target.checked)} />
          {say(DEPOSIT_MESSAGES.useDifferentPhone)}
        </label>
      ) : null}
    </div>
  );
}
