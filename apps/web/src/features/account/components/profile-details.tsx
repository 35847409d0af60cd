import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import type { UserProfile } from '@mitumba/contracts/plain';
import { phoneProblemWords } from '@/features/auth';
import { useT, type MessageId, type Translate } from '@/i18n';
import { isEmail } from '@/lib/validation';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Pencil } from '@/ui/icons';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';

type Values = Required<Pick<ProfileChanges, 'name' | 'email' | 'phone'>>;
type Errors = Partial<Record<keyof Values, string>>;

/** Spec 2 §5: name, e-mail and phone are required. */
function validate(t: Translate, values: Values): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 2) errors.name = t('account.details.nameRequired');
  if (!isEmail(values.email)) errors.email = t('auth.check.email');
  const phone = phoneProblemWords(t, values.phone);
  if (phone) errors.phone = phone;
  return errors;
}

function changedFields(values: Values, profile: UserProfile): ProfileChanges {
  const changes: ProfileChanges = {};
  // The e-mail is shown, not sent: it changes only through "Change e-mail" (a code to the new address).
  for (const key of ['name', 'phone'] as const) {
    if (values[key].trim() !== profile[key]) changes[key] = values[key].trim();
  }
  return changes;
}

function EditForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const [values, setValues] = useState<Values>({ name: profile.name, email: profile.email, phone: profile.phone });
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile();
  const t = useT();
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(t, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changedFields(values, profile);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t('account.details.saved'));
        onDone();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('account.details.form')} className="space-y-5">
      <Field label={t('account.details.name')} name="name" autoComplete="name" value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} />
      <Field label={t('account.details.emailAddress')} name="email" type="email" autoComplete="email" value={values.email} readOnly hint={t('account.details.emailHint')} error={errors.email} />
      <Field label={t('account.details.phoneNumber')} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} error={errors.phone} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={update.isPending}>
          {t(update.isPending ? 'account.saving' : 'account.details.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}

const rows = [
  { key: 'name', label: 'account.details.name' },
  { key: 'email', label: 'account.details.email' },
  { key: 'phone', label: 'account.details.phone' },
] as const satisfies readonly { key: keyof Values; label: MessageId }[];

/** Name, e-mail and phone, with an edit mode that saves through update-profile. */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const t = useT();
  return (
    <section aria-labelledby="details-title" className="rounded-3xl border border-ink-200 p-5 sm:p-8">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="details-title" className="text-lg font-semibold text-ink-900">
          {t('account.details.title')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" /> {t('account.details.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <EditForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <dl className="divide-y divide-ink-200">
          {rows.map(({ key, label }) => (
            <div key={key} className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr]">
              <dt className="text-sm text-ink-600">{t(label)}</dt>
              <dd className="font-medium wrap-anywhere text-ink-900">{profile[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
