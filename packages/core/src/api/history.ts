import { z } from 'zod';
import { LOGIN_MODES, TABLE_PAGE_SIZE } from '../constants';
import { ZPagination } from './activities';
import type { KindAndData } from './common';

/**
 * Recent history (spec §2 /recent-history, §3 "recent events", §7 GET /v1/users/events): what a
 * person did and what happened to them, newest first, paged by the server. Each kind carries the
 * data its sentence needs; the console words it in the reader's language.
 */

const ZEventBase = z.object({ id: z.string(), createdAt: z.string() });
const event = <K extends string, D extends z.ZodRawShape>(kind: K, data: D) =>
  ZEventBase.extend({ kind: z.literal(kind), data: z.object(data) });

export const ZUserEvent = z.discriminatedUnion('kind', [
  event('login', { mode: z.enum(LOGIN_MODES), organisationName: z.string().nullable() }),
  event('contact-shared', { toDid: z.string(), contactName: z.string() }),
  event('contact-received', { fromDid: z.string(), fromName: z.string(), contactName: z.string() }),
  event('invitation-answered', { accepted: z.boolean(), organisationName: z.string(), roleType: z.string() }),
  event('endorsement-issued', {
    organisationName: z.string(),
    organisationDid: z.string(),
    roleName: z.string(),
  }),
  event('settings-changed', {
    what: z.enum(['organisation', 'logo', 'profile']),
    organisationName: z.string().nullable(),
  }),
  event('endorsement-revoked', {
    organisationName: z.string(),
    organisationDid: z.string(),
    roleName: z.string(),
  }),
]);
export type TUserEvent = z.infer<typeof ZUserEvent>;
export type TUserEventKind = TUserEvent['kind'];
/** What a service hands over to record an event: the kind and its data (the rest is the store's). */
export type TUserEventContent = KindAndData<TUserEvent>;

export const USER_EVENT_PAGE_SIZE = TABLE_PAGE_SIZE;

export const ZUserEventsQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
});

export const ZUserEventPage = z.object({ data: z.array(ZUserEvent), pagination: ZPagination });
export type TUserEventPage = z.infer<typeof ZUserEventPage>;
