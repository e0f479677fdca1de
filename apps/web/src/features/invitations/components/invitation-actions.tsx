import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TInvitation } from '@sigil/core';
import { inviteeLabel, isMachineUserInvitation } from './invitation-labels';

export interface InvitationActionsProps {
  invitation: TInvitation;
  /** A cancel or a resend is running: every row's actions wait for it. */
  busy: boolean;
  onCancel: (invitation: TInvitation) => void;
  onResend: (invitation: TInvitation) => void;
}

/**
 * A row's actions. Cancel: a pending invitation only (spec §4). Resend (beyond the spec): a pending
 * or expired e-mail invitation; a Machine User's is decided by the provider and never mailed.
 */
export function InvitationActions({ invitation, busy, onCancel, onResend }: InvitationActionsProps) {
  const { t } = useTranslation();
  const name = inviteeLabel(invitation);
  const canCancel = invitation.status === 'INVITED';
  const canResend =
    (invitation.status === 'INVITED' || invitation.status === 'EXPIRED') &&
    !isMachineUserInvitation(invitation);
  if (!canCancel && !canResend) return null;
  // Each button's name starts with its visible text and says whose invitation it acts on.
  return (
    <Stack direction="row" spacing={1}>
      {canResend && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={t('invitations.actions.resendLabel', { name })}
          onClick={() => onResend(invitation)}
        >
          {t('invitations.actions.resend')}
        </Button>
      )}
      {canCancel && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy}
          aria-label={t('invitations.actions.cancelLabel', { name })}
          onClick={() => onCancel(invitation)}
        >
          {t('invitations.actions.cancel')}
        </Button>
      )}
    </Stack>
  );
}
