/**
 * How pg_dump and psql are given DATABASE_URL: the URL without its password on the command line
 * (which `ps` shows), the password in PGPASSWORD.
 */
export function libpqArgs(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** What a missing client program means, in words an operator can act on. */
export function clientToolMissing(program: string): Error {
  return new Error(
    `${program} (PostgreSQL's client tools) is needed for a PostgreSQL database and was not found: install it (Debian: apt-get install postgresql-client) in a version at least the server's.`,
  );
}
