import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TInvitation } from '@sigil/core';
import { STATUS_LABELS } from './invitation-labels';

/**
 * An invitation's status: its label and, once answered (spec §2 screen 5: "with accepted date and
 * time when not INVITED"), when — HH:mm:ss - DD/MM/yyyy on its own line.
 */
export function InvitationStatus({
  invitation,
}: {
  invitation: Pick<TInvitation, 'status' | 'acceptedDate'>;
}) {
  const { t } = useTranslation();
  const answered = invitation.status === 'ACCEPTED' || invitation.status === 'REJECTED';
  const date = answered ? formatDateTime(invitation.acceptedDate) : '';
  return (
    <Stack component="span" data-testid="invitation-status">
      <span>{t(STATUS_LABELS[invitation.status])}</span>
      {date && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {date}
        </Typography>
      )}
    </Stack>
  );
}
