import { useLingui } from '@lingui/react';
import type { MessageId } from './catalog';

/** Values for a message's ICU placeholders: `{count}`, `{name}`. */
export type MessageValues = Record<string, string | number | Date>;
/** A message of the active language as text, placeholders filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `const t = useT(); t('cart.title')`: text for attributes, toasts and plain strings; re-renders on a language switch. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}
