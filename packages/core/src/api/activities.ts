import { z } from 'zod';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE } from '../constants';
import { VALIDATION_MESSAGES } from '../schemas/messages';
import { ZText } from '../schemas/text';
import { ZDidText } from './common';

/**
 * The server-paged activity report (spec §3 "Activity", §7 Reports;
 * docs/architecture.md, API conventions).
 */

export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** Any registry DID (did:<method>:0x<40 hex>), lower-cased; the service checks the method. */
const REGISTRY_DID = /^did:[a-z0-9]+:0x[0-9a-f]{40}$/;
export const ZRegistryDid = (requiredMessage = 'did is required') =>
  ZDidText(requiredMessage).refine((did) => REGISTRY_DID.test(did), VALIDATION_MESSAGES.didInvalid);

/** GET /api/public/reports and GET /api/reports */
export const ZActivityReportQuery = z.object({
  did: ZRegistryDid(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(ACTIVITY_FIRST_PAGE, 'page must be a whole number from 1')
    .default(ACTIVITY_FIRST_PAGE),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${ACTIVITY_MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${ACTIVITY_MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${ACTIVITY_MAX_PAGE_SIZE}`)
    .max(ACTIVITY_MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${ACTIVITY_MAX_PAGE_SIZE}`)
    .default(ACTIVITY_PAGE_SIZE),
});
export type TActivityReportQuery = z.input<typeof ZActivityReportQuery>;

export const ZActivityItem = z.object({
  id: z.number().int(),
  type: z.string(),
  did: z.string(),
  /** The name the DID's holder gave at login ('' when none is known): the Name column. */
  name: z.string(),
  orgDid: z.string().nullable(),
  /** The name of the organisation it was done for (null when none): the individual tab's Org Name. */
  orgName: z.string().nullable(),
  /** ISO 8601, UTC. */
  txTimeStamp: z.string(),
  filename: z.string().nullable(),
  assertType: z.string().nullable(),
  remarks: z.string().nullable(),
  sealForDid: z.string().nullable(),
  unsealFromDid: z.string().nullable(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

export const ZPagination = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

export const ZActivityReport = z.object({ data: z.array(ZActivityItem), pagination: ZPagination });
export type TActivityReport = z.infer<typeof ZActivityReport>;

/* ------------------------------------------------------------------------------------------------
 * Filters, recording, name lists, download and the daily chart (issue 11).
 * ---------------------------------------------------------------------------------------------- */

/** Most DIDs a name filter may carry in one call. */
export const ACTIVITY_MAX_FILTER_DIDS = 50;

/** A list of DIDs in a query: repeated (`?didFilter=a&didFilter=b`) or comma-separated. */
const ZDidListQuery = z.preprocess(
  (value: unknown) => {
    if (value == null || value === '') return undefined;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items
      .flatMap((item) => (typeof item === 'string' ? item.split(',').map((did) => did.trim()) : [item]))
      .filter((item) => item !== '');
  },
  z
    .array(ZRegistryDid())
    .max(ACTIVITY_MAX_FILTER_DIDS, `at most ${ACTIVITY_MAX_FILTER_DIDS} DIDs`)
    .optional(),
);

/** A calendar day, YYYY-MM-DD (a real one: no 2026-02-30), read in the request's time zone. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
export const ZCalendarDay = ZText().trim().refine(isCalendarDay, VALIDATION_MESSAGES.dateInvalid);

/** A query's optional day: an empty value (`startDate=`) means none was given, as an absent one. */
const ZOptionalQueryDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  ZCalendarDay.optional(),
);

/**
 * The time zones found valid so far, as the console sends its time zone with every report call:
 * each check builds an ICU date formatter, ~58 µs and native memory that only a garbage
 * collection gives back (20,000 checks: 1.2 s, the process at 207 MB). Bounded, as any casing of
 * a name is valid.
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_LIMIT = 1_000;

/** True when the runtime knows the IANA time zone (or UTC). */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_LIMIT) knownTimeZones.add(value);
  return true;
}

/** An IANA time zone name; days and CSV times are read in it. */
export const ZTimeZone = ZText()
  .trim()
  .refine(
    (value) => value !== '' && isTimeZone(value),
    'timezone must be an IANA time zone such as Europe/Berlin',
  )
  .default('UTC');

/**
 * Whose activities: 'member' — those a holder did (did = the holder; orgDidFilter narrows to some
 * organisations); 'org' — those done for an organisation (did = the organisation; didFilter narrows
 * to some members). Without it: 'member' for an individual login, 'org' otherwise.
 */
export const ACTIVITIES_TYPES = ['member', 'org'] as const;
export type TActivitiesType = (typeof ACTIVITIES_TYPES)[number];

const reportFilters = {
  /** The day range, both ends included (the end is taken to its end of day, spec §5). */
  from: ZOptionalQueryDay,
  to: ZOptionalQueryDay,
  timezone: ZTimeZone,
  orgDidFilter: ZDidListQuery,
  didFilter: ZDidListQuery,
  activitiesType: z.enum(ACTIVITIES_TYPES).optional(),
};

function refuseReversedDays(
  value: { from?: string; to?: string },
  ctx: z.RefinementCtx,
  names = ['from', 'to'],
) {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: [names[0]!], message: VALIDATION_MESSAGES.startAfterEnd });
  }
}

/** GET /api/reports, /api/public/reports: the page query with its filters. */
export const ZActivityReportFilterQuery = ZActivityReportQuery.extend(reportFilters).superRefine(
  (value, ctx) => refuseReversedDays(value, ctx),
);
export type TActivityReportFilterQuery = z.input<typeof ZActivityReportFilterQuery>;

/** GET /api/reports/download, /api/admin/reports/download, /api/public/reports/download → reports.csv */
export const ZActivityDownloadQuery = z
  .object({
    did: ZRegistryDid(),
    startDate: ZOptionalQueryDay,
    endDate: ZOptionalQueryDay,
    timezone: ZTimeZone,
    orgDidFilter: ZDidListQuery,
    didFilter: ZDidListQuery,
    activitiesType: z.enum(ACTIVITIES_TYPES).optional(),
  })
  .superRefine((value, ctx) => {
    if (!!value.startDate !== !!value.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: [value.startDate ? 'endDate' : 'startDate'],
        message: VALIDATION_MESSAGES.bothDatesOrNone,
      });
    }
    refuseReversedDays({ from: value.startDate, to: value.endDate }, ctx, ['startDate', 'endDate']);
  });
export type TActivityDownloadQuery = z.input<typeof ZActivityDownloadQuery>;

/** The header row of reports.csv, in column order. */
export const ACTIVITY_CSV_COLUMNS = [
  'Name',
  'DID',
  'Organization DID',
  'Event',
  'Time',
  'File Name',
  'Assert Type',
  'Sealed For',
  'Unsealed From',
  'Remarks',
] as const;

/** GET /api/v1/reports/daily: events per day and type for the chart above the table (beyond the spec). */
export const ZActivityDailyQuery = z
  .object({ did: ZRegistryDid(), ...reportFilters })
  .superRefine((value, ctx) => refuseReversedDays(value, ctx));
export type TActivityDailyQuery = z.input<typeof ZActivityDailyQuery>;
export const ZActivityDailyCount = z.object({
  /** YYYY-MM-DD in the query's time zone. */
  day: z.string(),
  type: z.string(),
  count: z.number().int(),
});
export const ZActivityDaily = z.object({ data: z.array(ZActivityDailyCount) });
export type TActivityDaily = z.infer<typeof ZActivityDaily>;

/** GET /api/public/reports/list-org?did= and /list-user?orgDid=: the names of the name filter. */
export const ZActivityNameListQueryOrg = z.object({ did: ZRegistryDid() });
export const ZActivityNameListQueryUser = z.object({ orgDid: ZRegistryDid('orgDid is required') });
export const ZActivityName = z.object({ did: z.string(), name: z.string() });
export const ZActivityNameList = z.object({ data: z.array(ZActivityName) });
export type TActivityName = z.infer<typeof ZActivityName>;
export type TActivityNameList = z.infer<typeof ZActivityNameList>;

/** What a holder records from the wallet (POST /api/v1/activities, wallet token). */
export const RECORDABLE_ACTIVITY_TYPES = ['SIGN', 'VERIFY', 'SEAL', 'UNSEAL', 'ASSERT'] as const;
export const ACTIVITY_TEXT_MAX = 500;
const ZActivityText = (name: string) =>
  ZText({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(ACTIVITY_TEXT_MAX, `${name} must be at most ${ACTIVITY_TEXT_MAX} characters`);
const recordedFor = {
  /** Record it for this organisation membership of the holder (the wallet's --org). */
  orgDid: ZRegistryDid('orgDid is required').optional(),
  remarks: ZActivityText('remarks').optional(),
};
export const ZRecordActivityRequest = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('SIGN'), filename: ZActivityText('filename'), ...recordedFor }),
    z.strictObject({ type: z.literal('VERIFY'), filename: ZActivityText('filename'), ...recordedFor }),
    z.strictObject({
      type: z.literal('SEAL'),
      filename: ZActivityText('filename'),
      sealForDid: ZRegistryDid('sealForDid is required'),
      ...recordedFor,
    }),
    z.strictObject({
      type: z.literal('UNSEAL'),
      filename: ZActivityText('filename'),
      unsealFromDid: ZRegistryDid('unsealFromDid is required'),
      ...recordedFor,
    }),
    z.strictObject({ type: z.literal('ASSERT'), assertType: ZActivityText('assertType'), ...recordedFor }),
  ],
  { error: `type must be one of ${RECORDABLE_ACTIVITY_TYPES.join(', ')}` },
);
export type TRecordActivityRequest = z.input<typeof ZRecordActivityRequest>;
