import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/index';
import { randomDid } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { pageStatement, type ActivitySelection } from './activities.repository';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * A report page must read each side of the selection from an index in the report's order and stop
 * after offset + limit rows: a side that sorts reads every row of an organisation first (seconds at
 * 10 M rows; docs/architecture.md, Performance rules). Scans other than by index are switched off,
 * so the plan shows which index could serve the statement, whatever the size of the test data.
 */
describe('the plan of a report page', () => {
  let database: Database;
  const org = randomDid();
  const members = [randomDid(), randomDid()];

  beforeAll(async () => {
    database = await openTestDatabase();
    const now = Date.now();
    await database.db.insert(activities).values(
      Array.from({ length: 300 }, (_, i) => ({
        did: i % 5 === 0 ? org : members[i % 2]!,
        orgDid: i % 7 === 0 ? null : org,
        type: i % 11 === 0 ? ' ' : 'SIGN',
        txTimestamp: new Date(now - i * 60_000),
      })),
    );
  });
  afterAll(() => database?.close());

  /**
   * The plan of the page's statement as production sends it: the text with placeholders that
   * runPrepared keeps, prepared and executed with the page's values, as an unnamed statement is
   * planned for its values.
   */
  let prepared = 0;
  async function planOf(selection: ActivitySelection): Promise<PlanNode> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const statement = pageStatement(selection, { offset: 20, limit: 10 });
      const query = statement.build(tx).prepare('').getQuery();
      const values = fillPlaceholders(query.params, statement.values);
      // EXECUTE's arguments are written in: a utility statement takes no bound parameters.
      const literals = values.map((value) =>
        typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
      );
      const name = `report_page_${++prepared}`;
      await tx.execute(sql.raw(`PREPARE ${name} AS ${query.sql}`));
      const explainedRows: unknown = await tx.execute(
        sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${literals.join(', ')})`),
      );
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
      const result = explainedRows as { rows: Array<Record<string, unknown>> };
      const cell = Object.values(result.rows[0]!)[0];
      const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
      return explained!.Plan;
    });
  }

  /** The scans under each side's Limit: an index scan, in order, with no Sort between. */
  function sidesOfPlan(plan: PlanNode): PlanNode[] {
    const limits = nodesOf(plan).filter((node) => node['Node Type'] === 'Limit');
    // The outer Limit (offset + limit of the union) and one per side; a single side is one Limit.
    const inner = limits.length > 1 ? limits.slice(1) : limits;
    return inner.map((limit) => limit.Plans![0]!);
  }

  const from = new Date(Date.now() - 3 * 3_600_000);
  const before = new Date(Date.now() - 3_600_000);
  // A holder's rows for one organisation are in order on either index: the planner may take either.
  const eitherOrdered = expect.stringMatching(/^activities_(did|org)_time_idx$/) as unknown as string;
  const cases: Array<[string, ActivitySelection, string[]]> = [
    [
      'an organisation',
      { kind: 'org', did: org },
      ['activities_org_time_idx', 'activities_did_not_own_org_time_idx'],
    ],
    [
      'an organisation between two dates',
      { kind: 'org', did: org, from, before },
      ['activities_org_time_idx', 'activities_did_not_own_org_time_idx'],
    ],
    [
      'an organisation narrowed to members',
      { kind: 'org', did: org, dids: members },
      ['activities_org_time_idx'],
    ],
    ['a holder', { kind: 'member', did: members[0]! }, ['activities_did_time_idx']],
    [
      'a holder narrowed to an organisation',
      { kind: 'member', did: members[0]!, orgDids: [org] },
      [eitherOrdered],
    ],
  ];

  it.each(cases)(
    'reads %s from its indexes, in order, without sorting a side',
    async (_, selection, indexes) => {
      const plan = await planOf(selection);
      const sides = sidesOfPlan(plan);
      expect(sides.map((side) => side['Node Type'])).toEqual(
        indexes.map((): unknown => expect.stringMatching(/^Index (Only )?Scan$/)),
      );
      expect(sides.map((side) => side['Index Name'])).toEqual(indexes);
      expect(nodesOf(plan).filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    },
  );
});
