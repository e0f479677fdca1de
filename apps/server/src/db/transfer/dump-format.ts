import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * The one format of `db:export` (docs/operations.md, Backup and restore): pg_dump's plain SQL,
 * rows as multi-row INSERTs rather than COPY blocks, so that psql, PGlite and any PostgreSQL
 * client can run it; no owners or grants, so that any role can restore it.
 */
export const PG_DUMP_ARGS = [
  '--rows-per-insert=1000',
  '--no-owner',
  '--no-privileges',
  '--quote-all-identifiers',
];

/** The embedded database as pg_dump's SQL, by PGlite's own pg_dump (WASM) on the instance itself. */
export async function dumpPglite(pg: PGlite): Promise<string> {
  const { search_path } = (await pg.query<{ search_path: string }>('SHOW search_path')).rows[0]!;
  // pglite-tools warns on the console when search_path reads back quoted: quoted from the start.
  await pg.exec(`SET search_path = '"public"'`);
  try {
    return await (await pgDump({ pg, args: PG_DUMP_ARGS })).text();
  } finally {
    // pg_dump's transaction is still open on PGlite's one connection (pg_dump never disconnects
    // from it), with its empty search_path: end it, and give the connection back as it was.
    await pg.exec('ROLLBACK');
    await pg.query(`select set_config('search_path', $1, false)`, [search_path]);
  }
}

/** What a dump's first lines say of the keys it needs (docs/operations.md, The keys). */
export interface DumpKeys {
  /** Fingerprint of the master key that decrypts the organisation keys in the dump, or null. */
  masterKey: string | null;
  /** RFC 7638 thumbprint of the session key's public JWK, or null. */
  sessionKey: string | null;
}

const MASTER_LINE = '-- sigil-master-key: ';
const SESSION_LINE = '-- sigil-session-key: ';

/** How every dump begins (a stopped export's partial file is known by it: leftovers.ts). */
export const DUMP_FIRST_WORDS = '-- Sigil database export of ';

export function dumpHeader(source: string, keys: DumpKeys, at = new Date()): string {
  return [
    `${DUMP_FIRST_WORDS}${at.toISOString()}, from ${source}.`,
    '-- Restore it with `npm run db:import -- FILE` (or psql). The server that runs on it needs the',
    '-- same master key (MASTER_KEY or DATA_DIR/keys/master.key) and, for sessions to survive, the',
    '-- same session key (SESSION_PRIVATE_KEY or DATA_DIR/keys/session-key.jwk). Their fingerprints:',
    `${MASTER_LINE}${keys.masterKey ?? 'none'}`,
    `${SESSION_LINE}${keys.sessionKey ?? 'none'}`,
    '',
  ].join('\n');
}

/** The key fingerprints a dump's header names; null where it names none (a dump by other means). */
export function readDumpKeys(text: string): DumpKeys {
  const header = text.slice(0, 2000).split('\n');
  const value = (prefix: string) => {
    const found = header
      .find((line) => line.startsWith(prefix))
      ?.slice(prefix.length)
      .trim();
    return found && found !== 'none' ? found : null;
  };
  return { masterKey: value(MASTER_LINE), sessionKey: value(SESSION_LINE) };
}

/**
 * The dump as the target runs it. pg_dump starts with session settings (`SET x = …;`) of its own
 * version: a setting the target does not know (PostgreSQL 18's transaction_timeout on a 15
 * server) is left out — only in that preamble, before the first object, never in the data. For
 * a target that is not psql, psql's `\restrict` / `\unrestrict` lines go too.
 */
export function forTarget(
  text: string,
  knownSettings: ReadonlySet<string>,
  { psql }: { psql: boolean },
): string {
  const lines = text.split('\n');
  const firstObject = lines.findIndex(
    (line) => line.startsWith('-- Name: ') || line.startsWith('-- Data for Name: '),
  );
  const preambleEnd = firstObject === -1 ? lines.length : firstObject;
  return lines
    .map((line, index) => {
      if (index < preambleEnd) {
        const setting = /^SET ([a-z_]+) = .*;$/.exec(line)?.[1];
        if (setting && !knownSettings.has(setting)) return `-- (not known to this server) ${line}`;
      }
      if (
        !psql &&
        /^\\(un)?restrict [A-Za-z0-9]+$/.test(line) &&
        (index < preambleEnd || index >= lines.length - 3)
      )
        return '';
      return line;
    })
    .join('\n');
}

/**
 * pg_dump's SQL in batches of whole statements of about `bytes` each, for a target that runs
 * one batch at a time (PGlite parses a whole batch before it runs it: one batch of everything
 * would take memory many times the dump's size). A statement ends at a `;` outside a quoted
 * literal ('…', "…", $tag$…$tag$) and a comment, as pg_dump writes them.
 */
export function* statementBatches(text: string, bytes = 4_000_000): Generator<string> {
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "'" || char === '"') {
      i = text.indexOf(char, i + 1);
      // '' inside a literal is a quote, read as the end of one literal and the start of the next.
      i = i === -1 ? text.length : i + 1;
    } else if (char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end === -1 ? text.length : end + tag.length;
      } else i++;
    } else if (char === ';') {
      i++;
      if (i - start >= bytes) {
        yield text.slice(start, i);
        start = i;
      }
    } else i++;
  }
  if (text.slice(start).trim()) yield text.slice(start);
}
