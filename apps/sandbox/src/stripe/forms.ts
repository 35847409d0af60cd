/**
 * Stripe's request bodies are form-encoded with bracket notation (`line_items[0][price_data][currency]=kes`,
 * payment-providers.md §3.2): this rebuilds the nested value the way Stripe reads it (numeric keys make arrays).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function pathOf(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...rest];
}

export function parseBracketForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = pathOf(key);
    if (!path) continue;
    let node: Record<string, FormValue> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return arraysOf(root) as Record<string, FormValue>;
}

/** Objects whose keys are exactly 0..n-1 become arrays (Stripe's `line_items[0]…`). */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysOf(inner)] as const);
  const keys = entries.map(([key]) => key);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, inner]) => inner);
  return Object.fromEntries(entries);
}
