import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A statement Drizzle has built, run with the values of its placeholders (`sql.placeholder`). */
interface Built<R> {
  execute: (values?: Record<string, unknown>) => Promise<R>;
}

interface Preparable<R> {
  prepare: (name: string) => Built<R>;
}

/**
 * Shapes kept per database handle, the least recently used dropped first: a shape that grows with
 * its input (a list of DIDs) cannot fill memory, nor push the hot lists' statements out.
 */
export const MAX_SHAPES = 256;
const builtPerDb = new WeakMap<object, Map<string, Built<unknown>>>();

/**
 * Runs a statement that Drizzle builds once per database handle and `shape`, its values given as
 * placeholders. Building a statement costs Drizzle more CPU than PostgreSQL needs to answer a hot
 * list (docs/performance.md, "Authenticated lists"): the statements every list call sends are
 * built once. Inside a transaction a statement is built for that call, to run on the
 * transaction's connection. The statement stays unnamed: PostgreSQL plans it for its values each
 * time, as it plans any other.
 */
export function runPrepared<R>(
  db: DbOrTx,
  shape: string,
  build: (db: DbOrTx) => Preparable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  if (is(db, PgTransaction)) return build(db).prepare('').execute(values);
  let built = builtPerDb.get(db);
  if (!built) builtPerDb.set(db, (built = new Map<string, Built<unknown>>()));
  let statement = built.get(shape) as Built<R> | undefined;
  if (statement) {
    built.delete(shape); // kept newest: the shape used least recently is the one to go
  } else {
    if (built.size >= MAX_SHAPES) built.delete(built.keys().next().value!);
    statement = withRowsMappedOnce(build(db).prepare(''));
  }
  built.set(shape, statement);
  return statement.execute(values);
}

/** What a Drizzle prepared statement holds besides its types: its selected fields, and a row mapper to use instead of its own. */
interface StatementInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue: (value: unknown) => unknown;
}

/**
 * Drizzle maps every row by asking each field again what kind it is (`mapResultRow`: 8 % of a
 * report page's CPU, docs/performance.md). For a flat selection — every statement runPrepared
 * keeps — the decoders are found once, when the statement is built; the rows come out the same
 * (prepared.test.ts). A nested selection keeps Drizzle's mapper.
 */
function withRowsMappedOnce<S>(statement: S): S {
  const internals = statement as StatementInternals;
  const fields = internals.fields;
  if (!fields || internals.customResultMapper || fields.some(({ path }) => path.length !== 1))
    return statement;
  const names = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index++) {
        const value = row[index];
        result[names[index]!] = value === null ? null : decoders[index]!.mapFromDriverValue(value);
      }
      return result;
    });
  return statement;
}

/** The decoder Drizzle's `mapResultRow` picks for a selected field (`decoder` is not in SQL's types). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sqlOf = is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql;
  return (sqlOf as unknown as { decoder: Decoder }).decoder;
}
