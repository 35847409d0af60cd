import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`. Drizzle writes a column of a single-table select bare (`"id"`), so inside a correlated subquery
 * it would name the subquery's own column of that name: a count per row then counts nothing. Correlated subqueries
 * name both sides with this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
