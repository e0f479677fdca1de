import { randomBytes } from 'node:crypto';
import { adminQuery } from '../apps/server/src/test/test-database';

/**
 * A new database on the PostgreSQL server `serverUrl` names, for one measurement: the server
 * under test migrates into it and fills it, never into the database the URL names. `drop`
 * removes it.
 */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sigil_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}
