import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
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

/** A value of a statement: given (a DID, an ISO instant, a day), or a placeholder filled when a prepared statement runs. */
type Value = string | Placeholder;
type Limit = number | Placeholder;

/** A selection as its statements read it: the instants as ISO text, each value given or a placeholder. */
interface Terms {
  kind: ActivitySelection['kind'];
  did: Value;
  from?: Value;
  before?: Value;
  dids?: Value[];
  orgDids?: Value[];
  /** An organisation's report narrowed to members that leave the organisation's own DID out: only rows for it. */
  forOrganisationOnly: boolean;
}

function termsOf(selection: ActivitySelection): Terms {
  const { kind, did, from, before, dids, orgDids } = selection;
  return {
    kind,
    did,
    from: from?.toISOString(),
    before: before?.toISOString(),
    dids: dids && [...dids],
    orgDids: orgDids && [...orgDids],
    forOrganisationOnly: !!dids && !dids.includes(did),
  };
}

/**
 * The selection's terms with every value a placeholder, the values that fill them, and the shape
 * that names the statements built from them (runPrepared): selections of one shape share them.
 */
function placeholderTerms(selection: ActivitySelection): {
  terms: Terms;
  values: Record<string, string>;
  shape: string;
} {
  const values: Record<string, string> = {};
  const placeholder = (name: string, value: string) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const given = termsOf(selection);
  const terms: Terms = {
    ...given,
    did: placeholder('did', selection.did),
    from: selection.from && placeholder('from', selection.from.toISOString()),
    before: selection.before && placeholder('before', selection.before.toISOString()),
    dids: selection.dids?.map((did, index) => placeholder(`did${index}`, did)),
    orgDids: selection.orgDids?.map((did, index) => placeholder(`orgDid${index}`, did)),
  };
  const shape = [
    selection.kind,
    selection.from ? 'from' : '',
    selection.before ? 'before' : '',
    selection.dids?.length ?? '',
    selection.orgDids?.length ?? '',
    given.forOrganisationOnly ? 'own' : '',
  ].join(':');
  return { terms, values, shape };
}

/**
 * The report's rows as one or two conditions, each served by its own ordered index
 * ((did, tx_timestamp, id) or (org_did, tx_timestamp, id)): `did = X OR org_did = X` would use
 * neither (docs/architecture.md, Performance rules). The two never overlap, so their counts add up.
 */
function sidesOf(terms: Terms, after?: ActivityCursor): SQL[] {
  const common = and(
    // Spec §2: rows with an empty event type are not shown (nor counted).
    sql`btrim(${activities.type}) <> ''`,
    terms.from === undefined ? undefined : sql`${activities.txTimestamp} >= ${terms.from}::timestamptz`,
    terms.before === undefined ? undefined : sql`${activities.txTimestamp} < ${terms.before}::timestamptz`,
    after &&
      sql`(${activities.txTimestamp}, ${activities.id}) < (${after.txTimestamp.toISOString()}::timestamptz, ${after.id})`,
  )!;
  const { did, dids, orgDids } = terms;
  if (terms.kind === 'member') {
    return [and(eq(activities.did, did), orgDids && inArray(activities.orgDid, orgDids), common)!];
  }
  const forOrganisation = and(eq(activities.orgDid, did), dids && inArray(activities.did, dids), common)!;
  if (terms.forOrganisationOnly) return [forOrganisation];
  // Written as the index's predicate is, so that activities_did_not_own_org_time_idx serves it.
  const byOrganisation = and(
    eq(activities.did, did),
    sql`${activities.orgDid} is distinct from ${activities.did}`,
    common,
  )!;
  return [forOrganisation, byOrganisation];
}

/** `limit` rows from `offset` on, newest first; with two sides each stops at `sideLimit` (offset + limit) rows. */
function newestFirst(db: DbOrTx, sides: SQL[], page: { limit: Limit; offset: Limit; sideLimit: Limit }) {
  const side = (where: SQL, sideLimit: Limit) =>
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sideLimit);
  if (sides.length === 1) return side(sides[0]!, page.limit).offset(page.offset);
  // Each side stops at offset + limit rows on its own index; the union keeps the newest of those.
  const [first, second, ...rest] = sides.map((where) => side(where, page.sideLimit));
  return unionAll(first!, second!, ...rest)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);
}

type ActivityTable = ReturnType<ReturnType<typeof newestFirst>['as']>;

/**
 * The rows of a subquery of activities with their holder's and organisation's names, newest first,
 * in one statement: a report page is one round trip to the database, not three.
 */
function withNames(db: DbOrTx, a: ActivityTable) {
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

/**
 * The statement of one page of the selection, newest first, with names, as runPrepared keeps it:
 * built with placeholders for `shape`, and the values they take (its plan is tested:
 * activity-plans.test.ts, no sort per side).
 */
export function pageStatement(selection: ActivitySelection, page: { offset: number; limit: number }) {
  const { terms, values, shape } = placeholderTerms(selection);
  const limits = {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    sideLimit: sql.placeholder('sideLimit'),
  };
  return {
    shape: `activities.page:${shape}`,
    build: (db: DbOrTx) => withNames(db, newestFirst(db, sidesOf(terms), limits).as('a')),
    values: { ...values, limit: page.limit, offset: page.offset, sideLimit: page.offset + page.limit },
  };
}

/** From this offset on, a page is found through the per-day counts (`deepPageStart`). */
export const DEEP_PAGE_OFFSET = 1000;

/**
 * One page of the selection, newest first, with names. A deep page does not read and skip every
 * newer row: the per-day counts tell which UTC day holds its first row and how many rows are
 * newer, and the page reads from the end of that day, skipping at most that day's rows — the
 * same cost at page 2 as at page 100,000 (docs/architecture.md, Performance rules). The page's
 * statement is built once per shape of selection (runPrepared).
 */
export async function pageActivities(
  db: DbOrTx,
  selection: ActivitySelection,
  page: { offset: number; limit: number },
  deepFrom = DEEP_PAGE_OFFSET,
): Promise<NamedActivityRow[]> {
  const start = page.offset >= deepFrom ? await deepPageStart(db, selection, page.offset) : undefined;
  if (start === 'beyond') return [];
  const statement = pageStatement(start ? { ...selection, before: start.before } : selection, {
    offset: start?.skip ?? page.offset,
    limit: page.limit,
  });
  return runPrepared(db, statement.shape, statement.build, statement.values);
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
    const from = new Date(Math.max(lastWholeDayEnd!, selection.from?.getTime() ?? 0));
    newer = await sumOf(db, rowCounts(db, termsOf({ ...selection, from })));
    if (offset < newer) return undefined;
  }
  const from = selection.from?.getTime();
  const days = await dayTotals(
    db,
    selection,
    from === undefined ? undefined : Math.floor(from / DAY_MS) * DAY_MS,
    lastWholeDayEnd,
  );
  for (const { day, total } of days) {
    if (newer + total > offset)
      return { before: new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS), skip: offset - newer };
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
    .where(dayCountsOf(termsOf(selection), dayOf(first), dayOf(end)))
    .groupBy(activityDayCounts.day)
    .orderBy(desc(activityDayCounts.day));
  return rows.map((row) => ({ day: row.day, total: Number(row.total) }));
}

/** The selection's rows counted one side at a time, each an index-only count. */
function rowCounts(db: DbOrTx, terms: Terms): SQLWrapper[] {
  return sidesOf(terms).map((where) => db.select({ total: count() }).from(activities).where(where));
}

const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of an instant in ms. */
const dayOf = (instant: number | undefined) =>
  instant === undefined ? undefined : new Date(instant).toISOString().slice(0, 10);

/**
 * The selection's whole UTC days, from activity_day_counts: for an organisation the rows for it
 * (side 1) and by it (side 2) less those both for and by it (side 3), which side 1 holds already.
 */
function wholeDaysCount(db: DbOrTx, terms: Terms, first?: Value, end?: Value): SQLWrapper {
  return db
    .select({ total: signedDayCount })
    .from(activityDayCounts)
    .where(dayCountsOf(terms, first, end));
}

/** Side 3 (rows both for and by the organisation) is held by sides 1 and 2 alike: counted once. */
const signedDayCount = sql<string>`coalesce(sum(case when ${activityDayCounts.side} = 3 then -${activityDayCounts.count} else ${activityDayCounts.count} end), 0)`;

/** The per-day counts of the selection's subject and sides, UTC days (YYYY-MM-DD) from `first` to before `end`. */
function dayCountsOf(terms: Terms, first?: Value, end?: Value): SQL {
  return and(
    eq(activityDayCounts.subject, terms.did),
    terms.kind === 'member' ? eq(activityDayCounts.side, 2) : inArray(activityDayCounts.side, [1, 2, 3]),
    first === undefined ? undefined : sql`${activityDayCounts.day} >= ${first}::date`,
    end === undefined ? undefined : sql`${activityDayCounts.day} < ${end}::date`,
  )!;
}

/** Counts added up by the database, less others: one statement, one round trip, however many parts. */
function sumQuery(db: DbOrTx, counts: SQLWrapper[], less: SQLWrapper[] = []) {
  const parts = sql.join(
    [
      ...counts.map((part) => sql`+ coalesce((${part}), 0)`),
      ...less.map((part) => sql`- coalesce((${part}), 0)`),
    ],
    sql` `,
  );
  return db.select({ total: sql<string | number>`0 ${parts}` }).from(sql`(values (1)) as one_row`);
}

async function sumOf(db: DbOrTx, counts: SQLWrapper[]): Promise<number> {
  const [row] = await sumQuery(db, counts);
  return Number(row?.total ?? 0);
}

/** A part of a count: rows counted from the rows themselves, or whole UTC days from the per-day counts; added or taken away. */
type CountPart =
  | { from: 'rows'; sign: 1 | -1; start?: number; stop?: number }
  | { from: 'days'; first?: number; end?: number };

/**
 * How many rows the selection has. Whole UTC days come from the per-day counts, so a total costs
 * the same at ten rows or ten million (docs/architecture.md, Performance rules). A range in another
 * time zone starts or ends inside a UTC day: that part day is counted from the rows, or, when the
 * rest of its day is the shorter, as the whole day less the rest (ending a range at midnight in
 * Berlin leaves 23 hours of a UTC day in it, and 1 hour out). A selection narrowed by names is
 * counted from the rows. The count's statement is built once per shape (runPrepared).
 */
export async function countActivities(db: DbOrTx, selection: ActivitySelection): Promise<number> {
  const parts = countParts(selection);
  const { terms, values, shape } = placeholderTerms({ ...selection, from: undefined, before: undefined });
  const bound = (name: string, instant: number | undefined, text: (instant: number) => string) => {
    if (instant === undefined) return undefined;
    values[name] = text(instant);
    return sql.placeholder(name);
  };
  const iso = (instant: number) => new Date(instant).toISOString();
  const day = (instant: number) => dayOf(instant)!;
  // Each part's bounds are placeholders of their own; the statement's shape says which parts there are.
  const bounds = parts.map((part, index) =>
    part.from === 'rows'
      ? { from: bound(`from${index}`, part.start, iso), before: bound(`before${index}`, part.stop, iso) }
      : { first: bound(`first${index}`, part.first, day), end: bound(`end${index}`, part.end, day) },
  );
  const partsShape = parts
    .map((part) =>
      part.from === 'rows'
        ? `${part.sign > 0 ? '+' : '-'}rows${part.start === undefined ? '' : '<'}${part.stop === undefined ? '' : '>'}`
        : `+days${part.first === undefined ? '' : '<'}${part.end === undefined ? '' : '>'}`,
    )
    .join(',');
  const [row] = await runPrepared(
    db,
    `activities.count:${shape}:${partsShape}`,
    (db) => {
      const counted: SQLWrapper[] = [];
      const less: SQLWrapper[] = [];
      parts.forEach((part, index) => {
        const b = bounds[index]!;
        if (part.from === 'days') counted.push(wholeDaysCount(db, terms, b.first, b.end));
        else
          (part.sign > 0 ? counted : less).push(
            ...rowCounts(db, { ...terms, from: b.from, before: b.before }),
          );
      });
      return sumQuery(db, counted, less);
    },
    values,
  );
  return Number(row?.total ?? 0);
}

/** The parts `countActivities` adds up for the selection (see there). */
function countParts(selection: ActivitySelection): CountPart[] {
  const from = selection.from?.getTime();
  const before = selection.before?.getTime();
  if (selection.dids || selection.orgDids) return [{ from: 'rows', sign: 1, start: from, stop: before }];
  let first = from === undefined ? undefined : Math.ceil(from / DAY_MS) * DAY_MS;
  let end = before === undefined ? undefined : Math.floor(before / DAY_MS) * DAY_MS;
  if (first !== undefined && end !== undefined && first >= end)
    return [{ from: 'rows', sign: 1, start: from, stop: before }];
  const parts: CountPart[] = [];
  if (from !== undefined && from < first!) {
    const dayStart = first! - DAY_MS;
    if (from - dayStart < first! - from) {
      parts.push({ from: 'rows', sign: -1, start: dayStart, stop: from });
      first = dayStart;
    } else parts.push({ from: 'rows', sign: 1, start: from, stop: first });
  }
  if (before !== undefined && end! < before) {
    const dayEnd = end! + DAY_MS;
    if (dayEnd - before < before - end!) {
      parts.push({ from: 'rows', sign: -1, start: before, stop: dayEnd });
      end = dayEnd;
    } else parts.push({ from: 'rows', sign: 1, start: end, stop: before });
  }
  return [{ from: 'days', first, end }, ...parts];
}

export async function dailyActivityCounts(
  db: DbOrTx,
  selection: ActivitySelection,
  timeZone: string,
): Promise<Array<{ day: string; type: string; count: number }>> {
  const day = sql<string>`to_char(${activities.txTimestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const perSide = await Promise.all(
    sidesOf(termsOf(selection)).map((where) =>
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
  const [first, second, ...rest] = sidesOf(termsOf(selection), after).map((where) => {
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
