import { is } from 'drizzle-orm';
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
    statement = build(db).prepare('');
  }
  built.set(shape, statement);
  return statement.execute(values);
}
