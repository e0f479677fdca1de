import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { POOL_SIZE } from '../apps/server/src/db/postgres';

/**
 * The bare side of `npm run bench -- lists` (bench/list-overhead.ts), a process of its own as the
 * product's server is: each route runs the statements the product runs for one call — their SQL
 * text and parameters as Drizzle wrote them, captured by the bench — through plain `pg`, and
 * shapes the rows into the product's JSON by position. No token, no gate, no validation, no ORM.
 *
 * Environment: DATABASE_URL, PORT, CALLS (a JSON file of `BareCall`s).
 */
export interface BareCall {
  path: string;
  /** The statements, in the order the product sends them; they run side by side, as the product's do. */
  statements: Array<{ text: string; values: unknown[] }>;
  shape: 'members' | 'report' | 'notifications';
  /** The keys of the first statement's columns, in select order. */
  keys: string[];
  pageSize?: number;
}

const calls = JSON.parse(readFileSync(process.env.CALLS!, 'utf8')) as BareCall[];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const app = Fastify();

const objectOf = (keys: string[], row: unknown[]) =>
  Object.fromEntries(keys.map((key, index) => [key, row[index]])) as Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();

const shapes = {
  members: (rows: Array<Record<string, unknown>>) =>
    rows.map((row) => ({
      MemberID: row.membershipId,
      Name: row.name,
      EmailId: row.email,
      MemberDid: row.memberDid,
      TypeOfRole: row.roleType,
      RoleCode: row.schemeId ? '' : (row.roleCode ?? ''),
      CreatedAt: iso(row.createdAt),
    })),
  notifications: (rows: Array<Record<string, unknown>>, unseen: number) => ({
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      data: row.payload,
      picture: row.picture,
      seen: row.seen,
      createdAt: iso(row.createdAt),
    })),
    unseen,
  }),
  report: (rows: Array<Record<string, unknown>>, total: number, pageSize: number) => ({
    data: rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      did: row.did,
      name: row.name,
      orgDid: row.orgDid,
      orgName: row.orgName,
      txTimeStamp: iso(row.txTimestamp),
      filename: row.filename,
      assertType: row.assertType,
      remarks: row.remarks,
      sealForDid: row.sealForDid,
      unsealFromDid: row.unsealFromDid,
    })),
    pagination: { page: 1, pageSize, total, totalPages: Math.ceil(total / pageSize) },
  }),
};

for (const call of calls) {
  app.get(call.path, async () => {
    const [first, ...rest] = await Promise.all(
      call.statements.map((statement, index) =>
        pool.query({
          text: statement.text,
          values: statement.values,
          ...(index === 0 ? { rowMode: 'array' } : {}),
        }),
      ),
    );
    const rows = (first!.rows as unknown[][]).map((row) => objectOf(call.keys, row));
    if (call.shape === 'members') return shapes.members(rows);
    const total = Number(Object.values(rest[0]!.rows[0] as Record<string, unknown>)[0]);
    if (call.shape === 'notifications') return shapes.notifications(rows, total);
    return shapes.report(rows, total, call.pageSize!);
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
