import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * Counts, per table, every row inserted into or deleted from these tables (and every TRUNCATE of
 * them) from now on, with triggers in the test's own database. Returns a reader of the counts: one
 * small query however many tables are watched, where counting the rows of every table
 * (row-counts.ts) scanned each of them after every request of the fuzz. It sees what counting rows
 * sees, and also an insert and a delete that leave a count unchanged.
 */
export async function watchRowChanges(
  db: DbOrTx,
  tables: readonly string[],
): Promise<() => Promise<Record<string, number>>> {
  await db.execute(sql.raw('create table test_row_changes (table_name text primary key, n bigint not null)'));
  await db.execute(
    sql.raw(`create function test_count_row_change() returns trigger language plpgsql as $$
      begin
        insert into test_row_changes values (tg_table_name, 1)
          on conflict (table_name) do update set n = test_row_changes.n + 1;
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `create trigger test_row_change after insert or delete on "${table}" for each row execute function test_count_row_change()`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger test_truncate after truncate on "${table}" for each statement execute function test_count_row_change()`,
      ),
    );
  }
  return async () => {
    const result = await db.execute(sql.raw('select table_name, n from test_row_changes'));
    return Object.fromEntries(
      (result as { rows: Array<{ table_name: string; n: number | string }> }).rows.map((row) => [
        row.table_name,
        Number(row.n),
      ]),
    );
  };
}
