import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * How many rows each of these tables holds, by table name: to show that a refused request wrote
 * nothing. The tables named in `live` count only their live rows (deleted_at is null).
 */
export async function rowCounts(
  db: DbOrTx,
  tables: readonly string[],
  { live = [] }: { live?: readonly string[] } = {},
): Promise<Record<string, number>> {
  const union = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as n from "${name}"${live.includes(name) ? ' where deleted_at is null' : ''}`,
    )
    .join(' union all ');
  const result = await db.execute(sql.raw(union));
  return Object.fromEntries(
    (result as { rows: Array<{ name: string; n: number }> }).rows.map((row) => [row.name, Number(row.n)]),
  );
}
