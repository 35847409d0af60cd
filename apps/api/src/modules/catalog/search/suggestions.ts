import { SUGGESTIONS_MAX, type Category, type SearchSuggestion } from '@mitumba/contracts';
import { createCatalogRepo, type CatalogRepo } from '../catalog.repo.ts';
import { canForgive } from './similar-words.ts';
import { typoVariants } from './typo-variants.ts';

/** The labels and categories in use (the facets' cached answer). */
export type Facets = { labels: string[]; categories: { name: Category }[] };

/** At most this many of the suggestions are categories and labels; the rest are product names. */
const FACETS_MAX = 2;

const startsWith = (term: string, text: string) => term.toLowerCase().startsWith(text.toLowerCase());

/**
 * The search box's suggestions for what the shopper has typed: categories and labels starting with it, then product
 * names (a word starting with it, containing it, or — from three letters — a similar word), `SUGGESTIONS_MAX` in all.
 * Names need three letters: shorter text cannot use the trigram index and matches half the shop anyway.
 */
export async function suggestFor(text: string, deps: { repo: CatalogRepo; facets: Facets }): Promise<SearchSuggestion[]> {
  const typed = text.trim().replace(/\s+/g, ' ');
  const { facets } = deps;
  const terms: SearchSuggestion[] = [
    ...facets.categories.filter((category) => startsWith(category.name, typed)).map((category) => ({ kind: 'category' as const, text: category.name })),
    ...facets.labels.filter((label) => startsWith(label, typed)).map((label) => ({ kind: 'label' as const, text: label })),
  ].slice(0, FACETS_MAX);
  if (!canForgive(typed)) return terms;
  const names = await deps.repo.withSimilarWords((tx) => createCatalogRepo(tx).suggestNames(typed, typoVariants(typed), SUGGESTIONS_MAX - terms.length));
  return [...terms, ...names.map((row) => ({ kind: 'product' as const, text: row.name, productId: row.id }))];
}
