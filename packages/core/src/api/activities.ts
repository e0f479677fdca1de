import { z } from 'zod';
import { ACTIVITY_FIRST_PAGE, ACTIVITY_PAGE_SIZE } from '../constants';
import { ZDidText } from './common';

/** The server-paged activity report (spec §3 "Activity", §7 Reports, DESIGN.md §4). */

export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** GET /api/public/reports and GET /api/reports */
export const ZActivityReportQuery = z.object({
  did: ZDidText('did is required'),
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
