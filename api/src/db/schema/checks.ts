import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `<column> in ('a', 'b', …)` for a CHECK constraint over one of the enums declared beside the tables.
 * The values are the code's own constants, never user input, so they are written into the SQL as literals.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
