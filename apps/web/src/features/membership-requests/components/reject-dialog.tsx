import { useTranslation } from 'react-i18next';
import {
  ENDORSEMENT_MESSAGES,
  MEMBERSHIP_REQUEST_LIMITS,
  ZRejectMembershipRequest,
  type TMembershipRequest,
  type TRejectMembershipRequest,
} from '@sigil/core';
import { ReasonDialog } from '../../../components/reason-dialog';

const REJECT_REASON = {
  schema: ZRejectMembershipRequest.pick({ reason: true }),
  max: MEMBERSHIP_REQUEST_LIMITS.reason,
  messages: { required: ENDORSEMENT_MESSAGES.reasonRequired, tooLong: ENDORSEMENT_MESSAGES.reasonTooLong },
};

interface RejectDialogProps {
  request: TMembershipRequest;
  /** The rejection is being sent: both buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onReject: (body: TRejectMembershipRequest) => void;
}

/** Asks for the reason of a rejection, shown to the requester; Reject sends { id, reason }. */
export function RejectDialog({ request, busy, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      rule={REJECT_REASON}
      title={t('membershipRequests.reject.title')}
      message={t('membershipRequests.reject.message', {
        name: request.requesterName,
        role: request.schemeName,
      })}
      confirmLabel={t('membershipRequests.actions.reject')}
      confirmColor="error"
      busy={busy}
      onCancel={onCancel}
      onConfirm={(reason) => onReject({ id: request.id, reason })}
    />
  );
}
