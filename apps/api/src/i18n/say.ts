import type { Language } from '@mitumba/contracts';
import { PHRASES, TEMPLATES } from './catalog/index.ts';

export type PhraseId = keyof typeof PHRASES;
export type TemplateId = keyof typeof TEMPLATES;
export type MessageId = PhraseId | TemplateId;
type ValuesOf<K extends MessageId> = K extends TemplateId ? [values: Parameters<(typeof TEMPLATES)[K]['en']>[0]] : [];

/**
 * A message not yet written in a language: its id and values (what an AppError carries to the error handler), or
 * several said one after the other (the cart's notices that make up the checkout's empty-cart refusal).
 */
export type Said = { id: MessageId; values?: object } | { all: readonly Said[] };

const isTemplate = (id: MessageId): id is TemplateId => id in TEMPLATES;

/** The message `id` in `language`: `say('sw', 'cart.added')`, `say('en', 'cart.onlyAvailable', { available, name, weight })`. */
export function say<K extends MessageId>(language: Language, id: K, ...values: ValuesOf<K>): string {
  return render(language, { id, values: values[0] });
}

/** Renders a message carried as data (values checked where it was made, by `said`). */
export function render(language: Language, message: Said): string {
  if ('all' in message) return message.all.map((part) => render(language, part)).join(' ');
  if (!isTemplate(message.id)) return PHRASES[message.id][language];
  const write = TEMPLATES[message.id][language] as (values: object | undefined) => string;
  return write(message.values);
}

/** Packs a message for later rendering, its values type-checked like `say`'s. */
export function said<K extends MessageId>(id: K, ...values: ValuesOf<K>): { id: K; values?: object } {
  return values[0] === undefined ? { id } : { id, values: values[0] };
}

/** Fixed texts by their English words: schemas and services that throw English are answered in the shopper's language. */
const byEnglish = new Map<string, PhraseId>(Object.entries(PHRASES).map(([id, phrase]) => [phrase.en, id as PhraseId]));

/** `text` in `language` when it is a catalogued English phrase; any other text as it is. */
export function translate(language: Language, text: string): string {
  if (language === 'en') return text;
  const id = byEnglish.get(text);
  return id ? PHRASES[id][language] : text;
}
