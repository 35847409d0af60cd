/**
 * Reads until `done` holds, a few times over about a second, and answers the last read. For a write made outside the
 * app's requests (straight through `database.db`, as another instance would): the app's catalogue cache hears of it by
 * the database's notification, which on PostgreSQL arrives a moment after the commit. No timing is asserted.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 50 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
