import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';

interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Six one-digit boxes (spec 1 §2): typing moves on, Backspace on an empty box goes back, and pasting (or the
 * phone's one-time-code autofill) spreads the digits from the box it lands in.
 */
export function OtpInput({ digits, onChange, disabled, invalid, describedBy }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const t = useT();
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - start).split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + incoming.length);
  };

  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing into a filled box without selecting it: keep the new digit, not both.
    const old = digits[index];
    if (old && typed.length === 2) fillFrom(index, typed[0] === old ? typed.slice(1) : typed.slice(0, 1));
    else fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    // A whole code fills every box, wherever it was pasted.
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium text-ink-800">{t('auth.otp.legend')}</legend>
      <div className="flex justify-between gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            disabled={disabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('auth.otp.digit', { index: index + 1, length: OTP_LENGTH })}
            aria-invalid={invalid ? true : undefined}
            className={cn(
              'h-14 w-full min-w-0 max-w-14 rounded-xl border bg-white text-center text-2xl font-semibold text-ink-900 tabular-nums outline-none transition-colors',
              'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:bg-ink-100 disabled:text-ink-400',
              invalid ? 'border-danger-600' : 'border-ink-300',
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
