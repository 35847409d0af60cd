import { PASSWORD_MIN_LENGTH, passwordStrength, type PasswordStrength } from '@mitumba/contracts/plain';
import { T, useT, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

const levels: Record<PasswordStrength, { bars: number; bar: string; text: string; word: MessageId }> = {
  Weak: { bars: 1, bar: 'bg-danger-600', text: 'text-danger-700', word: 'auth.strength.weak' },
  Medium: { bars: 2, bar: 'bg-accent-500', text: 'text-orange-700', word: 'auth.strength.medium' },
  Strong: { bars: 3, bar: 'bg-success-600', text: 'text-success-700', word: 'auth.strength.strong' },
};

/** What may be missing from a password, by the contracts' English label. */
const MISSING_WORDS: Record<string, MessageId> = {
  [`At least ${PASSWORD_MIN_LENGTH} characters`]: 'auth.strength.length',
  'A lowercase letter': 'auth.strength.lowercase',
  'An uppercase letter': 'auth.strength.uppercase',
  'A number': 'auth.strength.number',
  'A special character (!@#$%^&*)': 'auth.strength.special',
};

/** Strong, Medium or Weak and what is still missing (spec 1 §5). Advice only: it never blocks the form. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  if (password === '') return null;
  const { strength, missing } = passwordStrength(password);
  const level = levels[strength];
  const missingWords = (item: string) => {
    const id = MISSING_WORDS[item];
    return id ? t(id, { min: PASSWORD_MIN_LENGTH }) : item;
  };
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1.5" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <span key={index} className={cn('h-1.5 flex-1 rounded-full', index < level.bars ? level.bar : 'bg-ink-200')} />
        ))}
      </div>
      <p className="mt-1.5 text-sm text-ink-700" aria-live="polite">
        <T id="auth.strength.label" values={{ strength: t(level.word) }} components={{ 0: <strong className={cn('font-semibold', level.text)} /> }} />
      </p>
      {missing.length > 0 ? (
        <ul aria-label={t('auth.strength.missing')} className="mt-1 space-y-0.5 text-sm text-ink-600">
          {missing.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-ink-400" />
              {missingWords(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
