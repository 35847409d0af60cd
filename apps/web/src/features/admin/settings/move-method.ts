/** `order` with the entry at `index` swapped with its neighbour `by` places away (-1 up, 1 down); unchanged at the ends. */
export function moveMethod<T>(order: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const next = [...order];
  if (target < 0 || target >= next.length || index < 0 || index >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
