import { z } from 'zod';
import { INVITATION_STATUSES } from '../statuses';
import { ZText } from '../schemas/text';
import { ZOptionalQueryText } from './common';
import { ZFeatureCodes } from './features';

/** Provider review of organisation signups (spec §2 screen 10, §3 "Enrollment request", §4, §7). */

export const ENROLMENT_DECISION_TYPES = ['approve', 'reject'] as const;
export type TEnrolmentDecisionType = (typeof ENROLMENT_DECISION_TYPES)[number];

export const ENROLMENT_STATUS_INVALID = 'Status must be INVITED, ACCEPTED or REJECTED';

/** GET /api/invite/invitations/?status=&orgName= — blank values mean "all". */
export const ZEnrolmentListQuery = z.object({
  /** Trimmed and upper-cased (status text may carry trailing spaces, spec §4). */
  status: ZOptionalQueryText.transform((status) => status?.toUpperCase()).pipe(
    z.enum(INVITATION_STATUSES, { error: ENROLMENT_STATUS_INVALID }).optional(),
  ),
  /** Case-insensitive substring of the organisation name. */
  orgName: ZOptionalQueryText,
});
export type TEnrolmentListQuery = z.input<typeof ZEnrolmentListQuery>;

/** isApproved of spec §3: '' pending, 'true' approved, 'false' rejected. */
export const ZEnrolmentIsApproved = z.enum(['', 'true', 'false']);

export const ZEnrolmentRequestItem = z.object({
  id: z.string(),
  orgName: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  isApproved: ZEnrolmentIsApproved,
  /** Spec §4: status text may carry trailing spaces, which are trimmed. */
  status: z.string().trim().pipe(z.enum(INVITATION_STATUSES)),
  countryOfIncorporation: z.string(),
  orgRegNumber: z.string(),
  corporateWebsite: z.string(),
  mailingAddress1: z.string(),
  requesterDid: z.string(),
  /** The organisation's DID once approved, else null. */
  organisationDid: z.string().nullable(),
  /** When the provider decided (ISO, UTC), else null. */
  decidedAt: z.string().nullable(),
  /** The requester's name and e-mail from the wallet answer, and the website. */
  additionalParams: z.object({ name: z.string(), email: z.string(), corporateWebsite: z.string() }),
});
export type TEnrolmentRequestItem = z.infer<typeof ZEnrolmentRequestItem>;

export const ZEnrolmentRequestList = z.array(ZEnrolmentRequestItem);

/** The longest reason a provider may give for a rejection. */
export const ENROLMENT_REASON_MAX = 500;

/** POST /api/invite/invitations/{id} — the body's id must equal the path's. */
export const ZEnrolmentDecision = z.object({
  id: ZText({ error: 'id is required' }).trim().min(1, 'id is required'),
  type: z.enum(ENROLMENT_DECISION_TYPES, { error: "type must be 'approve' or 'reject'" }),
  /** Account features granted to the organisation on approval; omitted, every organisation feature. */
  features: ZFeatureCodes.optional(),
  /** Why a request is rejected, for the requester's mail (ignored on approval). */
  reason: ZText()
    .trim()
    .max(ENROLMENT_REASON_MAX, `A reason must be at most ${ENROLMENT_REASON_MAX} characters`)
    .optional(),
});
export type TEnrolmentDecision = z.input<typeof ZEnrolmentDecision>;
