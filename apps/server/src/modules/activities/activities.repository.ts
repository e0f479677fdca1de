import { and, count, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activities, activityDayCounts, identities, members, organisations } from '../../db/schema/index';

/** The activities a report reads, once the service has settled whose they may be. */
export interface ActivitySelection {
  /**
   * 'org': done for the organisation `did` (org_did) or by it (did), `dids` narrowing to members;
   * 'member': done by the holder `did`, `orgDids` narrowing to organisations.
   */
  kind: 'org' | 'member';
  did: string;
  /** From this instant on, and before that one (the service turns calendar days into them). */
  from?: Date;
  before?: Date;
  dids?: readonly string[];
  orgDids?: readonly string[];
}

/** A position in the report's order (newest first), for reading on after it. */
export interface ActivityCursor {
  txTimestamp: Date;
  id: number;
}

type ActivityRow = typeof activities.$inferSelect;
/** An activity with the names the report shows: its holder's ('' when unknown) and its organisation's. */
export type NamedActivityRow = ActivityRow & { name: string; orgName: string | null };

const NEWEST_FIRST = [desc(activities.txTimestamp), desc(activities.id)] as const;

/**
 * The report's rows as one or two conditions, each served by its own ordered index
 * ((did, tx_timestamp, id) or (org_did, tx_timestamp, id)): `did = X OR org_did = X` would use
 * neither (docs/architecture.md, Performance rules). The two never overlap, so their counts add up.
 */
function sidesOf(selection: ActivitySelection, after?: ActivityCursor): SQL[] {
  const common = and(
    // Spec §2: rows with an empty event type are not shown (nor counted).
    sql`btrim(${activities.type}) <> ''`,
    selection.from && sql`${activities.txTimestamp} >= ${selection.from.toISOString()}::timestamptz`,
    selection.before && sql`${activities.txTimestamp} < ${selection.before.toISOString()}::timestamptz`,
    after &&
      sql`(${activities.txTimestamp}, ${activities.id}) < (${after.txTimestamp.toISOString()}::timestamptz, ${after.id})`,
  )!;
  const { did, dids, orgDids } = selection;
  if (selection.kind === 'member') {
    return [and(eq(activities.did, did), orgDids && inArray(activities.orgDid, [...orgDids]), common)!];
  }
  const forOrganisation = and(
    eq(activities.orgDid, did),
    dids && inArray(activities.did, [...dids]),
    common,
  )!;
  if (dids && !dids.includes(did)) return [forOrganisation];
  // Written as the index's predicate is, so that activities_did_not_own_org_time_idx serves it.
  const byOrganisation = and(
    eq(activities.did, did),
    sql`${activities.orgDid} is distinct from ${activities.did}`,
    common,
  )!;
  return [forOrganisation, byOrganisation];
}

function newestFirst(db: DbOrTx, sides: SQL[], limit: number, offset = 0) {
  const side = (where: SQL, sideLimit: number) =>
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sideLimit);
  if (sides.length === 1) return side(sides[0]!, limit).offset(offset);
  // Each side stops at offset + limit rows on its own index; the union keeps the newest of those.
  const [first, second, ...rest] = sides.map((where) => side(where, offset + limit));
  return unionAll(first!, second!, ...rest)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
}

type ActivityTable = ReturnType<ReturnType<typeof newestFirst>['as']>;

/**
 * The rows of a subquery of activities with their holder's and organisation's names, newest first,
 * in one statement: a report page is one round trip to the database, not three.
 */
async function withNames(db: DbOrTx, a: ActivityTable): Promise<NamedActivityRow[]> {
  return db
    .select({
      // pg answers a bigserial as text, PGlite as a number.
      id: sql<number>`${a.id}`.mapWith(Number),
      did: a.did,
      orgDid: a.orgDid,
      type: a.type,
      txTimestamp: a.txTimestamp,
      filename: a.filename,
      assertType: a.assertType,
      remarks: a.remarks,
      sealForDid: a.sealForDid,
      unsealFromDid: a.unsealFromDid,
      name: sql<string>`coalesce(${identities.name}, '')`,
      orgName: organisations.businessName,
    })
    .from(a)
    .leftJoin(identities, eq(identities.did, a.did))
    .leftJoin(organisations, eq(organisations.did, a.orgDid))
    .orderBy(desc(a.txTimestamp), desc(a.id));
}

/** The statement of one page of the selection, newest first (its plan is tested: no sort per side). */
export function pageQuery(db: DbOrTx, selection: ActivitySelection, page: { offset: number; limit: number }) {
  return newestFirst(db, sidesOf(selection), page.limit, page.offset);
}

/** From this offset on, a page is found through the per-day counts (`deepPageStart`). */
export const DEEP_PAGE_OFFSET = 1000;

/**
 * One page of the selection, newest first, with names. A deep page does not read and skip every
 * newer row: the per-day counts tell which UTC day holds its first row and how many rows are
 * newer, and the page reads from the end of that day, skipping at most that day's rows — the
 * same cost at page 2 as at page 100,000 (docs/architecture.md, Performance rules).
 */
export async function pageActivities(
  db: DbOrTx,
  selection: ActivitySelection,
  page: { offset: number; limit: number },
  deepFrom = DEEP_PAGE_OFFSET,
): Promise<NamedActivityRow[]> {
  const start = page.offset >= deepFrom ? await deepPageStart(db, selection, page.offset) : undefined;
  if (start === 'beyond') return [];
  const narrowed = start ? { ...selection, before: start.before } : selection;
  return withNames(db, pageQuery(db, narrowed, { offset: start?.skip ?? page.offset, limit: page.limit }).as('a'));
}

/**
 * Where the page at `offset` starts: before the end of the UTC day that holds its first row,
 * `skip` rows into it; 'beyond' when the selection has fewer rows; undefined when the counts
 * cannot tell (a selection narrowed to some members or organisations, or a first row in the part
 * of a day the range ends in — a few rows at most to skip there).
 */
async function deepPageStart(
  db: DbOrTx,
  selection: ActivitySelection,
  offset: number,
): Promise<{ before: Date; skip: number } | 'beyond' | undefined> {
  if (selection.dids || selection.orgDids) return undefined;
  const before = selection.before?.getTime();
  // The range may end inside a UTC day: its rows there are counted from the rows themselves.
  const lastWholeDayEnd = before === undefined ? undefined : Math.floor(before / DAY_MS) * DAY_MS;
  let newer = 0;
  if (before !== undefined && lastWholeDayEnd! < before) {
    newer = await sumOf(db, rowCounts(db, { ...selection, from: new Date(Math.max(lastWholeDayEnd!, selection.from?.getTime() ?? 0)) }));
    if (offset < newer) return undefined;
  }
  const from = selection.from?.getTime();
  const days = await dayTotals(db, selection, from === undefined ? undefined : Math.floor(from / DAY_MS) * DAY_MS, lastWholeDayEnd);
  for (const { day, total } of days) {
    if (newer + total > offset) return { before: new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS), skip: offset - newer };
    newer += total;
  }
  return 'beyond';
}

/** The selection's rows per UTC day from the per-day counts, newest day first (whole days, `first` to before `end`). */
async function dayTotals(
  db: DbOrTx,
  selection: ActivitySelection,
  first?: number,
  end?: number,
): Promise<Array<{ day: string; total: number }>> {
  const rows = await db
    .select({ day: activityDayCounts.day, total: signedDayCount })
    .from(activityDayCounts)
    .where(dayCountsOf(selection, first, end))
    .groupBy(activityDayCounts.day)
    .orderBy(desc(activityDayCounts.day));
  return rows.map((row) => ({ day: row.day, total: Number(row.total) }));
}

/** The selection's rows counted one side at a time, each an index-only count. */
function rowCounts(db: DbOrTx, selection: ActivitySelection): SQLWrapper[] {
  return sidesOf(selection).map((where) => db.select({ total: count() }).from(activities).where(where));
}

const DAY_MS = 86_400_000;

/**
 * The selection's whole UTC days, from activity_day_counts: for an organisation the rows for it
 * (side 1) and by it (side 2) less those both for and by it (side 3), which side 1 holds already.
 */
function wholeDaysCount(db: DbOrTx, selection: ActivitySelection, first?: number, end?: number): SQLWrapper {
  return db.select({ total: signedDayCount }).from(activityDayCounts).where(dayCountsOf(selection, first, end));
}

/** Side 3 (rows both for and by the organisation) is held by sides 1 and 2 alike: counted once. */
const signedDayCount = sql<string>`coalesce(sum(case when ${activityDayCounts.side} = 3 then -${activityDayCounts.count} else ${activityDayCounts.count} end), 0)`;

/** The per-day counts of the selection's subject and sides, UTC days from `first` to before `end`. */
function dayCountsOf(selection: ActivitySelection, first?: number, end?: number): SQL {
  const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  return and(
    eq(activityDayCounts.subject, selection.did),
    selection.kind === 'member' ? eq(activityDayCounts.side, 2) : inArray(activityDayCounts.side, [1, 2, 3]),
    first === undefined ? undefined : sql`${activityDayCounts.day} >= ${day(first)}::date`,
    end === undefined ? undefined : sql`${activityDayCounts.day} < ${day(end)}::date`,
  )!;
}

/** Counts added up by the database, less others: one statement, one round trip, however many parts. */
async function sumOf(db: DbOrTx, counts: SQLWrapper[], less: SQLWrapper[] = []): Promise<number> {
  const parts = sql.join(
    [...counts.map((part) => sql`+ coalesce((${part}), 0)`), ...less.map((part) => sql`- coalesce((${part}), 0)`)],
    sql` `,
  );
  const result: unknown = await db.execute(sql`select 0 ${parts} as total`);
  const [row] = (result as { rows: Array<{ total: string | number }> }).rows;
  return Number(row?.total ?? 0);
}

/**
 * How many rows the selection has. Whole UTC days come from the per-day counts, so a total costs
 * the same at ten rows or ten million (docs/architecture.md, Performance rules). A range in another
 * time zone starts or ends inside a UTC day: that part day is counted from the rows, or, when the
 * rest of its day is the shorter, as the whole day less the rest (ending a range at midnight in
 * Berlin leaves 23 hours of a UTC day in it, and 1 hour out). A selection narrowed by names is
 * counted from the rows.
 */
export async function countActivities(db: DbOrTx, selection: ActivitySelection): Promise<number> {
  if (selection.dids || selection.orgDids) return sumOf(db, rowCounts(db, selection));
  const from = selection.from?.getTime();
  const before = selection.before?.getTime();
  let first = from === undefined ? undefined : Math.ceil(from / DAY_MS) * DAY_MS;
  let end = before === undefined ? undefined : Math.floor(before / DAY_MS) * DAY_MS;
  if (first !== undefined && end !== undefined && first >= end) return sumOf(db, rowCounts(db, selection));
  const counted: SQLWrapper[] = [];
  const less: SQLWrapper[] = [];
  const rowsBetween = (start: number, stop: number) =>
    rowCounts(db, { ...selection, from: new Date(start), before: new Date(stop) });
  if (from !== undefined && from < first!) {
    const dayStart = first! - DAY_MS;
    if (from - dayStart < first! - from) {
      less.push(...rowsBetween(dayStart, from));
      first = dayStart;
    } else counted.push(...rowsBetween(from, first!));
  }
  if (before !== undefined && end! < before) {
    const dayEnd = end! + DAY_MS;
    if (dayEnd - before < before - end!) {
      less.push(...rowsBetween(before, dayEnd));
      end = dayEnd;
    } else counted.push(...rowsBetween(end!, before));
  }
  return sumOf(db, [wholeDaysCount(db, selection, first, end), ...counted], less);
}

/** Events per calendar day (in the time zone) and type. */
export async function dailyActivityCounts(
  db: DbOrTx,
  selection: ActivitySelection,
  timeZone: string,
): Promise<Array<{ day: string; type: string; count: number }>> {
  const day = sql<string>`to_char(${activities.txTimestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const perSide = await Promise.all(
    sidesOf(selection).map((where) =>
      db
        .select({ day, type: activities.type, count: count() })
        .from(activities)
        .where(where)
        // By position: the day expression carries the time zone as a parameter, and PostgreSQL
        // does not see two parameters as one expression.
        .groupBy(sql`1`, sql`2`),
    ),
  );
  const totals = new Map<string, { day: string; type: string; count: number }>();
  for (const row of perSide.flat()) {
    const key = `${row.day} ${row.type}`;
    const entry = totals.get(key) ?? { day: row.day, type: row.type, count: 0 };
    entry.count += Number(row.count);
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) => a.day.localeCompare(b.day) || a.type.localeCompare(b.type));
}

export async function insertActivity(
  db: DbOrTx,
  values: typeof activities.$inferInsert,
): Promise<NamedActivityRow> {
  const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
  const [named] = await withNames(db, db.select().from(activities).where(eq(activities.id, row!.id)).as('a'));
  return named!;
}

/** Whether the DID holds a live membership (any role) of the organisation, and it is active (not suspended). */
export async function isLiveMemberOf(
  db: DbOrTx,
  organisationDid: string,
  memberDid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(organisations, eq(organisations.id, members.organisationId))
    .where(
      and(
        eq(organisations.did, organisationDid),
        eq(organisations.status, 'ACTIVE'),
        eq(members.memberDid, memberDid),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return !!row;
}

/** The organisations a DID is or was a member of (the individual tab's name filter), by name. */
export async function organisationsOfMember(
  db: DbOrTx,
  memberDid: string,
): Promise<Array<{ did: string; name: string }>> {
  return db
    .selectDistinct({ did: organisations.did, name: organisations.businessName })
    .from(members)
    .innerJoin(organisations, eq(organisations.id, members.organisationId))
    .where(eq(members.memberDid, memberDid))
    .orderBy(organisations.businessName, organisations.did);
}

/** The members, past and present, of an organisation (the organisation tab's name filter), by name. */
export async function membersOfOrganisation(
  db: DbOrTx,
  organisationDid: string,
): Promise<Array<{ did: string; name: string }>> {
  const rows = await db
    .selectDistinct({
      did: members.memberDid,
      name: sql<string>`coalesce(nullif(${identities.name}, ''), nullif(${members.name}, ''), ${members.memberDid})`,
    })
    .from(members)
    .innerJoin(organisations, eq(organisations.id, members.organisationId))
    .leftJoin(identities, eq(identities.did, members.memberDid))
    .where(eq(organisations.did, organisationDid));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.did.localeCompare(b.did));
}

/** The first characters that make a spreadsheet read a cell as a formula: = + - @, tab, carriage return. */
const FORMULA_LEADERS = ['=', '+', '-', '@', '\t', '\r'].map((character) => character.charCodeAt(0));

/**
 * A spreadsheet opens a cell that starts with a formula leader as a formula: such text gets a
 * leading apostrophe (OWASP "CSV injection"). The first character's code, not a regular
 * expression: the export evaluates this four times a row, and the match was a tenth of its time.
 */
const cellText = (value: SQLWrapper) =>
  sql<string>`case when ascii(${value}) in (${sql.raw(FORMULA_LEADERS.join(', '))}) then '''' || ${value} else coalesce(${value}, '') end`;

/**
 * The selection as one subquery, its sides united. With a limit each side stops after that many
 * rows on its own index, so a batch reads a batch, not everything after the position.
 */
function selectionTable(db: DbOrTx, selection: ActivitySelection, after?: ActivityCursor, limit?: number) {
  const [first, second, ...rest] = sidesOf(selection, after).map((where) => {
    const side = db.select().from(activities).where(where);
    return limit === undefined ? side : side.orderBy(...NEWEST_FIRST).limit(limit);
  });
  return (second ? unionAll(first!, second, ...rest) : first!).as('a');
}

/**
 * The columns of reports.csv (ACTIVITY_CSV_COLUMNS), times in the time zone, each named as its
 * header (COPY's HEADER row is the column names).
 */
function csvColumns(a: ReturnType<typeof selectionTable>, timeZone: string) {
  const text = (value: SQLWrapper) => sql<string>`coalesce(${value}, '')`;
  return {
    Name: cellText(identities.name).as('Name'),
    DID: text(a.did).as('DID'),
    'Organization DID': text(a.orgDid).as('Organization DID'),
    Event: text(a.type).as('Event'),
    Time: sql<string>`to_char(${a.txTimestamp} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`.as('Time'),
    'File Name': cellText(a.filename).as('File Name'),
    'Assert Type': cellText(a.assertType).as('Assert Type'),
    'Sealed For': text(a.sealForDid).as('Sealed For'),
    'Unsealed From': text(a.unsealFromDid).as('Unsealed From'),
    Remarks: cellText(a.remarks).as('Remarks'),
  };
}

/** The whole selection as reports.csv rows, newest first (for `COPY … TO STDOUT`). */
export function csvQuery(db: DbOrTx, selection: ActivitySelection, timeZone: string) {
  const a = selectionTable(db, selection);
  return db
    .select(csvColumns(a, timeZone))
    .from(a)
    .leftJoin(identities, eq(identities.did, a.did))
    .orderBy(desc(a.txTimestamp), desc(a.id));
}

/** The next batch of reports.csv rows after a position, each with its own position to read on from. */
export function csvBatch(
  db: DbOrTx,
  selection: ActivitySelection,
  timeZone: string,
  after: ActivityCursor | undefined,
  limit: number,
) {
  const a = selectionTable(db, selection, after, limit);
  return db
    .select({ ...csvColumns(a, timeZone), txTimestamp: a.txTimestamp, id: a.id })
    .from(a)
    .leftJoin(identities, eq(identities.did, a.did))
    .orderBy(desc(a.txTimestamp), desc(a.id))
    .limit(limit);
}
