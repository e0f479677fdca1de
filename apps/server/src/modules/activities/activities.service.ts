import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import {
  ACTIVITY_CSV_COLUMNS,
  VALIDATION_MESSAGES,
  isDid,
  type TActivityDaily,
  type TActivityItem,
  type TActivityNameList,
  type TActivityReport,
  type TActivitiesType,
  type TRecordActivityRequest,
} from '@sigil/core';
import type { Database, Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-tokens';
import { startOfNextDayIn, startOfDayIn } from '../../lib/zoned-days';
import type { AccessGate } from '../access/access-gate.service';
import {
  countActivities,
  csvBatch,
  csvQuery,
  dailyActivityCounts,
  insertActivity,
  isLiveMemberOf,
  membersOfOrganisation,
  organisationsOfMember,
  pageActivities,
  type ActivityCursor,
  type ActivitySelection,
  type NamedActivityRow,
} from './activities.repository';

/** What a report, a chart or a download asks for (the core schemas' parsed query). */
interface ReportFilters {
  did: string;
  from?: string;
  to?: string;
  timezone: string;
  orgDidFilter?: string[];
  didFilter?: string[];
  activitiesType?: TActivitiesType;
}

/** Rows an export reads at a time on the embedded database, between which other requests run. */
export const EXPORT_BATCH_ROWS = 2_000;
/** The chart's range when the filter names none. */
const DAILY_DEFAULT_DAYS = 30;

export const ACTIVITY_MESSAGES = {
  notMember: 'You can record an activity only for an organization you are a member of',
  memberReportOfOrganisation: "An organization login reads its organization's activities",
  organisationReportOfIndividual: 'An individual reads their own activities',
} as const;

/**
 * The activity log (spec §2 screens 3, 4, 11, 13; §7 Reports): what holders record from the wallet,
 * and the reports, charts, name lists and CSV exports, each scoped on the server: an individual
 * reads their own DID, an organisation login its organisation, the provider anyone.
 */
export class ActivitiesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessGate,
    private readonly didMethod: string,
    /** PostgreSQL's COPY, when the database is PostgreSQL (exports stream with it). */
    private readonly copyTo?: Database['copyTo'],
  ) {}

  /** POST /api/v1/activities: the wallet records what its holder did, for themselves or an organisation. */
  async record(user: SessionUser, request: TRecordActivityRequest): Promise<TActivityItem> {
    await this.access.require(user, 'activities:record');
    for (const field of ['orgDid', 'sealForDid', 'unsealFromDid'] as const) {
      const did = (request as Partial<Record<typeof field, string>>)[field];
      if (did !== undefined && !isDid(did, this.didMethod)) {
        throw badRequest(VALIDATION_MESSAGES.didInvalid, { [field]: VALIDATION_MESSAGES.didInvalid });
      }
    }
    if (request.orgDid && !(await isLiveMemberOf(this.db, request.orgDid, user.sub))) {
      throw forbidden(ACTIVITY_MESSAGES.notMember);
    }
    const row = await insertActivity(this.db, {
      did: user.sub,
      orgDid: request.orgDid ?? null,
      type: request.type,
      filename: 'filename' in request ? request.filename : null,
      assertType: 'assertType' in request ? request.assertType : null,
      sealForDid: 'sealForDid' in request ? request.sealForDid : null,
      unsealFromDid: 'unsealFromDid' in request ? request.unsealFromDid : null,
      remarks: request.remarks ?? null,
    });
    return toItem(row);
  }

  /** GET /api/reports and /api/public/reports: one page, newest first. */
  async report(
    user: SessionUser,
    query: ReportFilters & { page: number; pageSize: number },
  ): Promise<TActivityReport> {
    const selection = await this.selectionFor(user, query);
    const { page, pageSize } = query;
    const [rows, total] = await Promise.all([
      pageActivities(this.db, selection, { offset: (page - 1) * pageSize, limit: pageSize }),
      countActivities(this.db, selection),
    ]);
    return {
      data: rows.map(toItem),
      pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
    };
  }

  /** GET /api/v1/reports/daily: events per day and type (the last 30 days unless a range is given). */
  async daily(user: SessionUser, query: ReportFilters): Promise<TActivityDaily> {
    const from = query.from ?? (query.to ? undefined : daysBefore(DAILY_DEFAULT_DAYS));
    const selection = await this.selectionFor(user, { ...query, from });
    return { data: await dailyActivityCounts(this.db, selection, query.timezone) };
  }

  /** GET /api/public/reports/list-org?did=: the organisations a holder is or was a member of (provider). */
  async organisationsOf(user: SessionUser, did: string): Promise<TActivityNameList> {
    await this.access.require(user, 'activities:read-all');
    return { data: await organisationsOfMember(this.db, did) };
  }

  /** GET /api/public/reports/list-user?orgDid=: an organisation's members, past and present. */
  async membersOf(user: SessionUser, orgDid: string): Promise<TActivityNameList> {
    await this.access.require(user, 'activities:read-organisation', { organisationDid: orgDid });
    return { data: await membersOfOrganisation(this.db, orgDid) };
  }

  /**
   * The downloads: the selection as reports.csv, streamed. PostgreSQL writes the CSV itself
   * (`COPY … TO STDOUT`); the embedded database is read in batches that each let the event loop
   * answer other requests, so memory stays flat and the server stays responsive
   * (docs/architecture.md, Performance rules).
   */
  async download(user: SessionUser, query: ReportFilters): Promise<Readable> {
    await this.access.require(user, user.aud === 'provider' ? 'activities:read-all' : 'activities:report');
    const selection = await this.selectionFor(user, query);
    if (this.copyTo) return this.copyTo(csvQuery(this.db, selection, query.timezone));
    return Readable.from(this.csvInBatches(selection, query.timezone), { objectMode: false });
  }

  private async *csvInBatches(selection: ActivitySelection, timeZone: string): AsyncGenerator<string> {
    yield stringify([ACTIVITY_CSV_COLUMNS]);
    let after: ActivityCursor | undefined;
    for (;;) {
      const rows = await csvBatch(this.db, selection, timeZone, after, EXPORT_BATCH_ROWS);
      if (rows.length === 0) return;
      yield stringify(rows.map((row) => ACTIVITY_CSV_COLUMNS.map((column) => row[column])));
      const last = rows[rows.length - 1]!;
      after = { txTimestamp: last.txTimestamp, id: Number(last.id) };
      if (rows.length < EXPORT_BATCH_ROWS) return;
      await yieldToEventLoop();
    }
  }

  /**
   * Whose activities a caller may read, whatever the query asks: an individual only their own
   * (as a holder), an organisation login only its organisation's, the provider anyone's.
   */
  private async selectionFor(user: SessionUser, query: ReportFilters): Promise<ActivitySelection> {
    const range = {
      from: query.from ? startOfDayIn(query.from, query.timezone) : undefined,
      before: query.to ? startOfNextDayIn(query.to, query.timezone) : undefined,
    };
    if (user.aud === 'individual') {
      await this.access.require(user, 'activities:read-own', { ownerDid: query.did });
      if (query.activitiesType === 'org') throw forbidden(ACTIVITY_MESSAGES.organisationReportOfIndividual);
      return { kind: 'member', did: query.did, orgDids: query.orgDidFilter, ...range };
    }
    if (user.aud === 'provider') {
      await this.access.require(user, 'activities:read-all');
      const kind = query.activitiesType ?? 'org';
      return kind === 'org'
        ? { kind, did: query.did, dids: query.didFilter, ...range }
        : { kind, did: query.did, orgDids: query.orgDidFilter, ...range };
    }
    await this.access.require(user, 'activities:read-organisation', { organisationDid: query.did });
    if (query.activitiesType === 'member') throw forbidden(ACTIVITY_MESSAGES.memberReportOfOrganisation);
    return { kind: 'org', did: query.did, dids: query.didFilter, ...range };
  }
}

function toItem(a: NamedActivityRow): TActivityItem {
  return {
    id: a.id,
    type: a.type,
    did: a.did,
    name: a.name,
    orgDid: a.orgDid,
    orgName: a.orgName,
    txTimeStamp: a.txTimestamp.toISOString(),
    filename: a.filename,
    assertType: a.assertType,
    remarks: a.remarks,
    sealForDid: a.sealForDid,
    unsealFromDid: a.unsealFromDid,
  };
}

function daysBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
