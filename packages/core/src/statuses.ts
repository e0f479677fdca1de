/** Status vocabularies of spec §4 and §9. */

export const ACTIVITY_TYPES = ['REGISTER', 'SIGN', 'SEAL', 'UNSEAL', 'VERIFY', 'ASSERT'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

export const INVITATION_STATUSES = ['INVITED', 'ACCEPTED', 'REJECTED'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How an invitation or enrolment status is shown: INVITED reads "Pending". */
export const INVITATION_STATUS_LABELS: Record<TInvitationStatus, string> = {
  INVITED: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};

/** Status strings may carry trailing spaces (spec §4); compare and display them trimmed. */
export function normaliseStatus(status: string | null | undefined): string {
  return (status ?? '').trim().toUpperCase();
}

export function isInvitationStatus(status: string | null | undefined): status is TInvitationStatus {
  return (INVITATION_STATUSES as readonly string[]).includes(normaliseStatus(status));
}

export const ROLE_ACTIVE_STATUS = { active: 'Y', inactive: 'D' } as const;
export const ROLE_ACTIVE_STATUS_LABELS = { Y: 'Active', D: 'UnActive' } as const;
export type TRoleActiveStatus = (typeof ROLE_ACTIVE_STATUS)[keyof typeof ROLE_ACTIVE_STATUS];

/**
 * A scheme (custom role; docs/architecture.md, Four eyes): CREATED by its maker → CHECKED →
 * APPROVED (activeStatus Y); DEACTIVATED (activeStatus D) when it is deleted while members hold it.
 * A change of its name or fields, or a rejection, sends it back to CREATED.
 */
export const SCHEME_STATUSES = ['CREATED', 'CHECKED', 'APPROVED', 'DEACTIVATED'] as const;
export type TSchemeStatus = (typeof SCHEME_STATUSES)[number];

/** activeStatus of spec §3: Y once approved, D once deactivated, none before approval. */
export function schemeActiveStatus(status: TSchemeStatus): TRoleActiveStatus | null {
  if (status === 'APPROVED') return ROLE_ACTIVE_STATUS.active;
  if (status === 'DEACTIVATED') return ROLE_ACTIVE_STATUS.inactive;
  return null;
}

/** What a scheme's history records. */
export const SCHEME_EVENT_ACTIONS = [
  'CREATED',
  'RENAMED',
  'FIELD_ADDED',
  'FIELD_CHANGED',
  'FIELD_REMOVED',
  'CHECKED',
  'APPROVED',
  'REJECTED',
  'DEACTIVATED',
] as const;
export type TSchemeEventAction = (typeof SCHEME_EVENT_ACTIONS)[number];

/** DID profile protection: 'N' public, 'Y' protected. */
export const PROTECT_FLAGS = { public: 'N', protected: 'Y' } as const;
export type TProtectFlag = (typeof PROTECT_FLAGS)[keyof typeof PROTECT_FLAGS];

/** Auth request statuses of the wallet protocol (docs/wallet-protocol.md, §6). */
export const AUTH_REQUEST_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED', 'EXPIRED'] as const;
export type TAuthRequestStatus = (typeof AUTH_REQUEST_STATUSES)[number];

/**
 * An approved organisation is ACTIVE; the provider may suspend it (reversibly) or deactivate it
 * (for good: its row stays, with deleted_at set, and its DID resolves as deactivated).
 */
export const ORGANISATION_STATUSES = ['ACTIVE', 'SUSPENDED', 'DEACTIVATED'] as const;
export type TOrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/**
 * The provider's steps (docs/trust-model.md, Organisation lifecycle): the statuses each starts
 * from, where it leads and the history action it records. The server refuses a step from any other
 * status; the console offers only the steps of the organisation's status.
 */
export const ORGANISATION_STEPS = {
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED', action: 'SUSPENDED' },
  reactivate: { from: ['SUSPENDED'], to: 'ACTIVE', action: 'REACTIVATED' },
  deactivate: { from: ['ACTIVE', 'SUSPENDED'], to: 'DEACTIVATED', action: 'DEACTIVATED' },
} as const satisfies Record<
  string,
  { from: readonly TOrganisationStatus[]; to: TOrganisationStatus; action: TOrganisationEventAction }
>;
export type TOrganisationStep = keyof typeof ORGANISATION_STEPS;

/** The steps the provider may take from a status, in the order the console offers them. */
export function organisationStepsFrom(status: string): TOrganisationStep[] {
  return (Object.keys(ORGANISATION_STEPS) as TOrganisationStep[]).filter((step) =>
    (ORGANISATION_STEPS[step].from as readonly string[]).includes(status),
  );
}

/** A suspended organisation: its members may not act for it, and it issues nothing. */
export const isSuspended = (status: string): boolean => status === 'SUSPENDED';

/**
 * What an organisation's status history records: its approval, the provider's lifecycle steps,
 * and each change of its account features (the history answers "as of a time" for TRQP).
 */
export const ORGANISATION_EVENT_ACTIONS = [
  'APPROVED',
  'SUSPENDED',
  'REACTIVATED',
  'DEACTIVATED',
  'FEATURES_CHANGED',
] as const;
export type TOrganisationEventAction = (typeof ORGANISATION_EVENT_ACTIONS)[number];

/** An outgoing mail: PENDING (retried with backoff) → SENT | FAILED. */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];
