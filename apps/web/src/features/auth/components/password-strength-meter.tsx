import { passwordStrength, type PasswordStrength } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';

const levels: Record<PasswordStrength, { bars: number; bar: string; text: string }> = {
  Weak: { bars: 1, bar: 'bg-danger-600', text: 'text-danger-700' },
  Medium: { bars: 2, bar: 'bg-accent-500', text: 'text-orange-700' },
  Strong: { bars: 3, bar: 'bg-success-600', text: 'text-success-700' },
};

/** Strong, Medium or Weak and what is still missing (spec 1 §5). Advice only: it never blocks the form. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { strength, missing } = passwordStrength(password);
  const level = levels[strength];
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1.5" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <span key={index} className={cn('h-1.5 flex-1 rounded-full', index < level.bars ? level.bar : 'bg-ink-200')} />
        ))}
      </div>
      <p className="mt-1.5 text-sm text-ink-700" aria-live="polite">
        Password strength: <strong className={cn('font-semibold', level.text)}>{strength}</strong>
      </p>
      {missing.length > 0 ? (
        <ul aria-label="Missing from your password" className="mt-1 space-y-0.5 text-sm text-ink-600">
          {missing.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-ink-400" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
