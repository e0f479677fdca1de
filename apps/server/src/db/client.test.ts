import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('database notifications', () => {
  it('delivers NOTIFY to listeners', async () => {
    const database = await openTestDatabase();
    try {
      const received: string[] = [];
      await database.listen('sigil_test_channel', (payload) => received.push(payload));
      await database.notify('sigil_test_channel', 'hello');
      await eventually(() => received.includes('hello'));
    } finally {
      await database.close();
    }
  });

  it.runIf(onPostgres)('keeps listening after the server ends the listening connection', async () => {
    const database = await openTestDatabase();
    try {
      const received: string[] = [];
      await database.listen('sigil_test_channel', (payload) => received.push(payload));
      const result: unknown = await database.db.execute(
        "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      );
      const terminated = result as { rows: unknown[] };
      expect(terminated.rows.length).toBe(1);
      await eventually(async () => {
        await database.notify('sigil_test_channel', 'after');
        return received.includes('after');
      });
    } finally {
      await database.close();
    }
  });
});
