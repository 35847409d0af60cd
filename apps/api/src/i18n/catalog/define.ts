import type { Language } from '@mitumba/contracts';

/** A fixed text in each language: found again by its English words (zod schemas and services throw those). */
export type Phrase = Readonly<Record<Language, string>>;
/** A text with values (a product's name, an amount), written in each language by a function. */
export type Template<V> = Readonly<Record<Language, (values: V) => string>>;

/** Keeps each table's literal ids and value types (a typo in an id or a missing value is a type error). */
export const phrases = <T extends Record<string, Phrase>>(table: T): T => table;
export const templates = <T extends Record<string, Template<never>>>(table: T): T => table;
