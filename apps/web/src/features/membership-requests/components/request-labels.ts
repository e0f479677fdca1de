import type { TMembershipRequestKind, TMembershipRequestStatus } from '@sigil/core';
import type { TTranslationKey } from '../../../lib/i18n-keys';

/** How each kind of request reads: an individual's application, an organisation's enrolment. */
export const KIND_LABELS: Record<TMembershipRequestKind, TTranslationKey> = {
  APPLICATION: 'membershipRequests.kind.APPLICATION',
  ENROLMENT: 'membershipRequests.kind.ENROLMENT',
};

export const STATUS_LABELS: Record<TMembershipRequestStatus, TTranslationKey> = {
  SENT: 'membershipRequests.status.SENT',
  CHECKED: 'membershipRequests.status.CHECKED',
  APPROVED: 'membershipRequests.status.APPROVED',
  REJECTED: 'membershipRequests.status.REJECTED',
};
