import { z } from 'zod';
import { ZText } from '../schemas/text';

/**
 * The ToIP Trust Registry Query Protocol v2, RESTful binding (docs/trust-model.md, TRQP): the
 * registry answers "is entity X authorised for action A on resource R by authority Y, at time T?"
 * and "does authority Y recognise entity X?". Field names are the protocol's own (snake_case).
 */

/** Our actions: an organisation endorses people (authority: the registry); a person is a member (authority: the organisation). */
export const TRQP_ACTIONS = { endorse: 'endorse', member: 'member', recognize: 'recognize' } as const;

/** A resource that names no role: any of the organisation's active roles. */
export const TRQP_ANY_RESOURCE = '*';

export const TRQP_MESSAGES = {
  actionRequired: 'action (or assertion_id) is required',
  time: 'context.time must be an RFC 3339 date-time in UTC (…Z)',
} as const;

const ZId = (name: string) =>
  ZText({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(300);

/** context: time (RFC 3339, UTC) and any other member as a string, as the binding allows. */
const ZTrqpContext = z
  .object({ time: z.iso.datetime({ error: TRQP_MESSAGES.time }).optional() })
  .catchall(ZText().max(1000));

const queryFields = {
  entity_id: ZId('entity_id'),
  authority_id: ZId('authority_id'),
  action: ZText().trim().max(100).optional(),
  /** The v2 drafts' earlier name of action: accepted as its alias. */
  assertion_id: ZText().trim().max(100).optional(),
  resource: ZText().trim().max(200).optional(),
  context: ZTrqpContext.optional(),
};

const withAction = <T extends { action?: string; assertion_id?: string }>(query: T) =>
  Boolean(query.action || query.assertion_id);

/** POST /trqp/authorization */
export const ZTrqpAuthorizationQuery = z
  .object(queryFields)
  .refine(withAction, { error: TRQP_MESSAGES.actionRequired, path: ['action'] });
export type TTrqpAuthorizationQuery = z.infer<typeof ZTrqpAuthorizationQuery>;

/** POST /trqp/recognition */
export const ZTrqpRecognitionQuery = ZTrqpAuthorizationQuery;
export type TTrqpRecognitionQuery = TTrqpAuthorizationQuery;

const answerFields = {
  entity_id: z.string(),
  authority_id: z.string(),
  action: z.string(),
  resource: z.string(),
  /** The time asked about (context.time), when one was. */
  time_requested: z.string().optional(),
  /** When the registry evaluated the query. */
  time_evaluated: z.string(),
  /** When the answer stops holding, where the registry knows it. */
  expiry_time: z.string().optional(),
  message: z.string(),
  context: z.record(z.string(), z.string()).optional(),
};

export const ZTrqpAuthorizationAnswer = z.object({ ...answerFields, authorized: z.boolean() });
export type TTrqpAuthorizationAnswer = z.infer<typeof ZTrqpAuthorizationAnswer>;

export const ZTrqpRecognitionAnswer = z.object({ ...answerFields, recognized: z.boolean() });
export type TTrqpRecognitionAnswer = z.infer<typeof ZTrqpRecognitionAnswer>;

/** GET /trqp/metadata (the Ayra TRQP profile's extension): the registry and its DID. */
export const ZTrqpMetadata = z.object({
  id: z.string(),
  /** The authority it answers for: the registry's DID too. */
  authority_id: z.string(),
  name: z.string(),
  description: z.string(),
  supported_did_methods: z.array(z.string()),
});
export type TTrqpMetadata = z.infer<typeof ZTrqpMetadata>;

/** GET /trqp/metadata?authority_id= */
export const ZTrqpMetadataQuery = z.object({ authority_id: ZText().trim().max(300).optional() });

/** An RFC 7807 problem, as the binding answers errors. */
export const ZTrqpProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
});
export type TTrqpProblem = z.infer<typeof ZTrqpProblem>;
