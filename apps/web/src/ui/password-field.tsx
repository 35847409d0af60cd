import { useState, type ComponentProps } from 'react';
import { Field } from './field';
import { Eye, EyeOff } from './icons';

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'trailing'>;

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
      {...props}
    />
  );
}
