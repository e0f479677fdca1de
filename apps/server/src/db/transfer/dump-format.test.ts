import { describe, expect, it } from 'vitest';
import { dumpHeader, forTarget, readDumpKeys, statementBatches } from './dump-format';

const DUMP = [
  '\\restrict abc123',
  '',
  '-- Dumped by pg_dump version 18.3',
  '',
  'SET statement_timeout = 0;',
  'SET transaction_timeout = 0;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  '',
  '--',
  '-- Data for Name: notes; Type: TABLE DATA; Schema: public; Owner: -',
  '--',
  '',
  'INSERT INTO "public"."notes" VALUES',
  "\t(1, 'a note that says',",
  'SET transaction_timeout = 0;',
  "'');",
  '',
  '\\unrestrict abc123',
  '',
].join('\n');

describe('the export format', () => {
  it('names the keys a dump needs in its first lines, and reads them back', () => {
    const header = dumpHeader('the embedded database (PGlite)', {
      masterKey: '0123456789abcdef',
      sessionKey: 'thumb',
    });
    expect(readDumpKeys(header + DUMP)).toEqual({ masterKey: '0123456789abcdef', sessionKey: 'thumb' });
    expect(readDumpKeys(dumpHeader('x', { masterKey: null, sessionKey: null }))).toEqual({
      masterKey: null,
      sessionKey: null,
    });
    expect(readDumpKeys(DUMP)).toEqual({ masterKey: null, sessionKey: null });
  });

  it("leaves out the preamble's settings the target does not know, never a line of the data", () => {
    const out = forTarget(DUMP, new Set(['statement_timeout']), { psql: true }).split('\n');
    expect(out).toContain('SET statement_timeout = 0;');
    expect(out).toContain('-- (not known to this server) SET transaction_timeout = 0;');
    // The same text inside a row's value is data: kept as it was.
    expect(out.filter((line) => line === 'SET transaction_timeout = 0;')).toHaveLength(1);
    expect(out).toContain('\\restrict abc123');
  });

  it("drops psql's \\restrict lines for a target that is not psql", () => {
    const out = forTarget(DUMP, new Set(['statement_timeout', 'transaction_timeout']), { psql: false });
    expect(out).not.toMatch(/\\(un)?restrict/);
    expect(out).toContain('SET transaction_timeout = 0;');
  });

  it('cuts the SQL into batches of whole statements, never inside a literal, a comment or a function body', () => {
    const statements = [
      "INSERT INTO \"t\" VALUES (1, 'a; b -- c', 'it''s; $$ not a tag');",
      '-- a comment; with a semicolon\nCREATE TABLE "odd;name" ("x" integer);',
      'CREATE FUNCTION "f"() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN PERFORM 1; RETURN NULL; END; $f$;',
      'INSERT INTO "t" VALUES (2, \'line one;\nline two\');',
    ];
    const text = statements.join('\n');
    expect([...statementBatches(text, 1)].map((batch) => batch.trim())).toEqual(statements);
    expect([...statementBatches(text)]).toEqual([text]);
  });
});
