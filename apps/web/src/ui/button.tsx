import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'highlight';
export type ButtonSize = 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-900 text-white hover:bg-ink-700 disabled:bg-ink-400',
  secondary: 'border border-ink-300 bg-white text-ink-900 hover:border-ink-900 disabled:text-ink-400',
  ghost: 'text-ink-700 hover:bg-ink-100',
  accent: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-ink-400',
  highlight: 'bg-accent-400 text-ink-900 hover:bg-accent-300 disabled:bg-ink-400',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-8 text-sm tracking-wide',
  icon: 'size-11',
};

/** Class list for anything that should look like a button (also links). Touch targets are at least 44 px. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
