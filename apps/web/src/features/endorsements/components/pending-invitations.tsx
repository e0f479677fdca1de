import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type TPendingInvitation, type TSessionProfile } from '@sigil/core';
import { DidText } from '../../../components/did-text';
import { LoadError } from '../../../components/load-error';
import { useAnswerInvitation } from '../api/answer-invitation';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { answerRequest, type TInvitationAnswer } from './answer';
import { serverMessage } from './error-message';
import { SectionCard } from './section-card';

type TProfile = Pick<TSessionProfile, 'did' | 'name' | 'email'>;

/**
 * 'Pending Endorsements' (spec §2 screen 9): the invitations bound to the signed-in DID, each with
 * Accept and Reject; 'No pending invitations' without any.
 */
export function PendingInvitations({ profile }: { profile: TProfile | null }) {
  const { t } = useTranslation();
  const invitations = usePendingInvitations(profile?.did ?? null);
  const rows = invitations.data ?? [];

  let content;
  if (invitations.isPending) content = <Typography color="text.secondary">{t('app.loading')}</Typography>;
  else if (invitations.isError) content = <LoadError error={invitations.error} />;
  else if (rows.length === 0)
    content = <Typography color="text.secondary">{t('endorsements.pending.empty')}</Typography>;
  else
    content = (
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((invitation) => (
          <PendingInvitationItem key={invitation.invitationCode} invitation={invitation} profile={profile} />
        ))}
      </Stack>
    );

  return (
    <SectionCard id="pending-endorsements" title={t('endorsements.pending.title')}>
      <Box aria-live="polite" aria-busy={invitations.isFetching}>
        {content}
      </Box>
    </SectionCard>
  );
}

function PendingInvitationItem({
  invitation,
  profile,
}: {
  invitation: TPendingInvitation;
  profile: TProfile | null;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const answer = useAnswerInvitation({
    onSuccess: (_response, { invitationStatus }) =>
      enqueueSnackbar(
        t(invitationStatus === 'Accepted' ? 'endorsements.toast.accepted' : 'endorsements.toast.rejected'),
        { variant: 'success' },
      ),
    onError: (error) =>
      enqueueSnackbar(serverMessage(error, t('endorsements.toast.failed')), { variant: 'error' }),
  });
  const send = (status: TInvitationAnswer) => answer.mutate(answerRequest(invitation, status, profile));
  const busy = answer.isPending;
  const open = invitation.status === 'INVITED';
  const details = [
    { id: 'role', label: t('endorsements.pending.role'), value: invitation.roleType },
    { id: 'invitedBy', label: t('endorsements.pending.invitedBy'), value: invitation.invitorName },
    {
      id: 'invitedOn',
      label: t('endorsements.pending.invitedOn'),
      value: formatDateTime(invitation.createdDate),
    },
    {
      id: 'expiresOn',
      label: t('endorsements.pending.expiresOn'),
      value: formatDateTime(invitation.expiresAt),
    },
  ];

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="pending-invitation"
      sx={{ p: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
          <div>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {invitation.organizationName}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="div">
              <DidText did={invitation.organizationDid} />
            </Typography>
          </div>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              columnGap: 3,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(4, auto)',
              },
            }}
          >
            {details.map(({ id, label, value }) => (
              <div key={id}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, overflowWrap: 'anywhere' }}
                  data-testid={`pending-invitation-${id}`}
                >
                  {value || '—'}
                </Typography>
              </div>
            ))}
          </Box>
        </Stack>
        {open ? (
          <Stack direction="row" gap={1} sx={{ alignItems: 'flex-start', flexShrink: 0, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => send('Accepted')}
            >
              {t('endorsements.pending.accept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => send('Rejected')}
            >
              {t('endorsements.pending.reject')}
            </Button>
          </Stack>
        ) : (
          <Box sx={{ flexShrink: 0 }}>
            <Chip size="small" variant="outlined" label={t(`endorsements.status.${invitation.status}`)} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
