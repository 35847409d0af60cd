import { LANGUAGES } from '@mitumba/contracts/plain';
import { useChooseLanguage } from '@/features/account';
import { LANGUAGE_NAMES, useLanguage, useT } from '@/i18n';
import { cn } from '@/lib/cn';

/** "EN | SW" in the header's top bar: each language by its own name for screen readers, the current one pressed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  return (
    <div role="group" aria-label={t('shell.language.label')} className={cn('flex items-center text-xs font-semibold', className)}>
      {LANGUAGES.map((option, index) => (
        <span key={option} className="flex items-center">
          {index > 0 ? <span aria-hidden="true" className="text-white/60">|</span> : null}
          <button
            type="button"
            lang={option}
            aria-label={LANGUAGE_NAMES[option].name}
            title={LANGUAGE_NAMES[option].name}
            aria-pressed={option === language}
            onClick={() => choose(option)}
            className={cn(
              'inline-flex min-h-8 min-w-9 items-center justify-center rounded-full px-1.5',
              option === language ? 'text-white underline decoration-2 underline-offset-4' : 'text-white/80 hover:text-white',
            )}
          >
            {LANGUAGE_NAMES[option].short}
          </button>
        </span>
      ))}
    </div>
  );
}
