import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client';
import { openPooledPglite } from './pglite-pool';
import type {} from './provided-context';

async function value(database: Database, statement: string): Promise<string> {
  const result = (await database.db.execute(sql.raw(statement))) as { rows: Array<Record<string, unknown>> };
  return String(Object.values(result.rows[0]!)[0]);
}

/** A database that has run more transactions is one used before: a fresh copy starts from the dump's count. */
const transactionId = (database: Database) => value(database, 'SELECT txid_current()').then(Number);

describe('the pool of embedded test databases', () => {
  const open = () => openPooledPglite(inject('migratedPgliteDump'));

  it('gives a closed database to the next file as a fresh copy: no rows, the reference data, identities restarted', async () => {
    const first = await open();
    const freshRoles = await value(first, 'SELECT count(*) FROM membership_roles');
    await first.db.execute(
      sql.raw(
        `INSERT INTO activities (did, type) VALUES ('did:sigil:0x1', 'SIGN'), ('did:sigil:0x2', 'SIGN')`,
      ),
    );
    await first.db.execute(sql.raw(`DELETE FROM membership_roles`));
    await first.db.execute(sql.raw(`SET TIME ZONE 'Asia/Tokyo'`));
    const used = await transactionId(first);
    await first.close();

    const second = await open();
    expect(await transactionId(second)).toBeGreaterThan(used); // the same database, used again
    expect(await value(second, 'SELECT count(*) FROM activities')).toBe('0');
    expect(await value(second, 'SELECT count(*) FROM activity_day_counts')).toBe('0');
    expect(await value(second, 'SELECT count(*) FROM membership_roles')).toBe(freshRoles);
    expect(await value(second, 'SHOW TIME ZONE')).not.toBe('Asia/Tokyo');
    await second.db.execute(sql.raw(`INSERT INTO activities (did, type) VALUES ('did:sigil:0x3', 'SIGN')`));
    expect(await value(second, 'SELECT max(id) FROM activities')).toBe('1');
    await second.close();
  });

  it('closes for good a database whose schema a test changed, or one left listening; the next file gets a fresh copy', async () => {
    const changed = await open();
    await changed.db.execute(sql.raw('CREATE TABLE left_behind (id int)'));
    const changedAt = await transactionId(changed);
    await changed.close();
    const afterChange = await open();
    expect(await transactionId(afterChange)).toBeLessThan(changedAt);
    expect(await value(afterChange, `SELECT count(*) FROM pg_tables WHERE tablename = 'left_behind'`)).toBe(
      '0',
    );

    await afterChange.listen('left_listening', () => {});
    const listenedAt = await transactionId(afterChange);
    await afterChange.close();
    const afterListening = await open();
    expect(await transactionId(afterListening)).toBeLessThan(listenedAt);
    await afterListening.close();
  });

  it('refuses the queries of a database once closed, as a closed database does', async () => {
    const database = await open();
    await database.close();
    await expect(async () => database.db.execute(sql.raw('SELECT 1'))).rejects.toThrow(
      'The database is closed',
    );
    await expect(database.ping()).rejects.toThrow('The database is closed');
  });
});
