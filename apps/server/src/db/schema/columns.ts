import { sql } from 'drizzle-orm';
import { check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A lifecycle column holds only the values of its lifecycle, listed once in packages/core. The
 * values are constants of ours, so they are written into the constraint as literals.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(
    name,
    sql`${column} in (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`,
  );

/** Text no longer than `limit` characters (the input limits of packages/core, enforced here too). */
export const atMost = (name: string, column: AnyPgColumn, limit: number) =>
  check(name, sql`char_length(${column}) <= ${sql.raw(String(limit))}`);
