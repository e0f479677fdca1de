import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * The one format of `db:export` (docs/operations.md, Backup and restore): pg_dump's plain SQL,
 * rows as multi-row INSERTs rather than COPY blocks, so that psql, PGlite and any PostgreSQL
 * client can run it; no owners or grants, so that any role can restore it.
 */
export const PG_DUMP_ARGS = ['--rows-per-insert=1000', '--no-owner', '--no-privileges', '--quote-all-identifiers'];

/** The embedded database as pg_dump's SQL, by PGlite's own pg_dump (WASM) on the instance itself. */
export async function dumpPglite(pg: PGlite): Promise<string> {
  // pglite-tools warns on the console when search_path reads back quoted; set it quoted first.
  await pg.exec(`SET search_path = '"public"'`);
  const file = await pgDump({ pg, args: PG_DUMP_ARGS });
  return file.text();
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

export function dumpHeader(source: string, keys: DumpKeys, at = new Date()): string {
  return [
    `-- Sigil database export of ${at.toISOString()}, from ${source}.`,
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
    const found = header.find((line) => line.startsWith(prefix))?.slice(prefix.length).trim();
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
export function forTarget(text: string, knownSettings: ReadonlySet<string>, { psql }: { psql: boolean }): string {
  const lines = text.split('\n');
  const firstObject = lines.findIndex((line) => line.startsWith('-- Name: ') || line.startsWith('-- Data for Name: '));
  const preambleEnd = firstObject === -1 ? lines.length : firstObject;
  return lines
    .map((line, index) => {
      if (index < preambleEnd) {
        const setting = /^SET ([a-z_]+) = .*;$/.exec(line)?.[1];
        if (setting && !knownSettings.has(setting)) return `-- (not known to this server) ${line}`;
      }
      if (!psql && /^\\(un)?restrict [A-Za-z0-9]+$/.test(line) && (index < preambleEnd || index >= lines.length - 3)) return '';
      return line;
    })
    .join('\n');
}
