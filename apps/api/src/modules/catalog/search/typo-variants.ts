/** Longest text whose swaps are tried; a longer search is matched as typed. */
const MAX_LENGTH = 24;

/**
 * The search as typed, then each version with two neighbouring letters of a word swapped ("jaens" → "jeans"). A swap
 * changes most of a short word's trigrams, so trigram similarity alone ranks "Denim Jacket" above "Jeans" for
 * "jaens"; trying the swaps too puts the word the shopper meant first. At most `MAX_LENGTH - 1` variants.
 */
export function typoVariants(text: string): string[] {
  const query = text.trim().toLowerCase();
  const variants = new Set([query]);
  if (query.length > MAX_LENGTH) return [...variants];
  for (let index = 0; index < query.length - 1; index += 1) {
    const [first, second] = [query[index]!, query[index + 1]!];
    if (first === second || first === ' ' || second === ' ') continue;
    variants.add(query.slice(0, index) + second + first + query.slice(index + 2));
  }
  return [...variants];
}
