import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statement texts a process names at most: PostgreSQL keeps each one's plan per connection that ran it. */
export const MAX_NAMED_STATEMENTS = 500;
/** Texts seen once, remembered to know a second sighting (emptied when full). */
const MAX_SEEN_ONCE = 5_000;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Names each statement text `pool` runs a second time, so every connection parses and plans it once and then runs it
 * by name (decision 0049): planning was most of PostgreSQL's time on the cart's and the session's short statements.
 * The name is a hash of the text, the same on every connection and instance. A text without parameters stays a
 * simple query (it may hold several statements). A text seen once is not named: one-off statements (a bulk insert of
 * some length) do not take the places of the ones that repeat. Only for a PostgreSQL server: the embedded database
 * serves every connection from one session, where a name is one name for all of them.
 */
export function prepareRepeatedStatements(pool: pg.Pool, maxNamed = MAX_NAMED_STATEMENTS): pg.Pool {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= maxNamed) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce = new Set();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const named = `s_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, named);
    return named;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const named = namedConfig(config, values, nameOf);
      return query(named, values, callback);
    }) as typeof client.query;
  });
  return pool;
}

function namedConfig(config: unknown, values: unknown, nameOf: (text: string) => string | undefined): unknown {
  // pg takes the text alone (pg-pool's `query(text, values)`) or a config object (drizzle's).
  const given = typeof config === 'string' ? { text: config } : config;
  // A plain config only: a submittable (a cursor, a stream) keeps its own prototype and is passed on as it is.
  if (typeof given !== 'object' || given === null || Object.getPrototypeOf(given) !== Object.prototype) return config;
  const { text, name } = given as QueryConfig;
  const parameters = values ?? (given as QueryConfig).values;
  if (name !== undefined || typeof text !== 'string' || !Array.isArray(parameters) || parameters.length === 0) return config;
  const named = nameOf(text);
  return named === undefined ? config : { ...given, name: named };
}
