import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Case-insensitive substring match on trimmed text (spec §5 searches), safe for any input. */
export function containsIgnoringCase(column: AnyColumn, text: string): SQL {
  return sql`strpos(lower(${column}), lower(${text.trim()})) > 0`;
}
