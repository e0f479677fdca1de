import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  ENDORSEMENT_MESSAGES,
  MEMBERSHIP_REQUEST_LIMITS,
  ZRejectMembershipRequest,
  type TMembershipRequest,
  type TRejectMembershipRequest,
} from '@sigil/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { TTranslationKey } from '../../../lib/i18n-keys';

/** The schema's messages, in the console's language. */
const REASON_MESSAGES: Record<string, TTranslationKey> = {
  [ENDORSEMENT_MESSAGES.reasonRequired]: 'membershipRequests.reject.reasonRequired',
  [ENDORSEMENT_MESSAGES.reasonTooLong]: 'membershipRequests.reject.reasonTooLong',
};

interface RejectDialogProps {
  request: TMembershipRequest;
  /** The rejection is being sent: both buttons wait. */
  busy: boolean;
  onCancel: () => void;
  onReject: (body: TRejectMembershipRequest) => void;
}

/**
 * Asks for the reason of a rejection (required, at most 500 characters; ZRejectMembershipRequest,
 * the server's schema), shown to the requester; Reject sends { id, reason }.
 */
export function RejectDialog({ request, busy, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const form = useForm<TRejectMembershipRequest>({
    resolver: zodResolver(ZRejectMembershipRequest),
    defaultValues: { id: request.id, reason: '' },
  });
  const { field, fieldState } = useController({ name: 'reason', control: form.control });
  const message = fieldState.error?.message;
  const key = message ? REASON_MESSAGES[message] : undefined;
  const error = key ? t(key, { max: MEMBERSHIP_REQUEST_LIMITS.reason }) : message;
  const counter = t('membershipRequests.reject.counter', {
    count: field.value.length,
    max: MEMBERSHIP_REQUEST_LIMITS.reason,
  });

  return (
    <ConfirmDialog
      open
      title={t('membershipRequests.reject.title')}
      message={t('membershipRequests.reject.message', {
        name: request.requesterName,
        role: request.schemeName,
      })}
      confirmLabel={t('membershipRequests.actions.reject')}
      confirmColor="error"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => void form.handleSubmit(onReject)()}
    >
      <TextField
        {...field}
        label={t('membershipRequests.reject.reason')}
        required
        error={!!message}
        helperText={error ?? counter}
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        slotProps={{
          htmlInput: { maxLength: MEMBERSHIP_REQUEST_LIMITS.reason, 'data-testid': 'reason' },
        }}
      />
    </ConfirmDialog>
  );
}
