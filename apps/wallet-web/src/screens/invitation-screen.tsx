import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Typography } from '@mui/material';
import { formatDateTime, type TPendingInvitation } from '@sigil/core';
import { ConsentActions, ConsentDetails } from '../components/consent';
import { ErrorText } from '../components/error-text';
import { Loading } from '../components/loading';
import { Screen } from '../components/screen';
import { useAction } from '../components/use-action';
import { answerInvitationWith, readInvitation, type TInvitationOutcome } from '../wallet/invitation';
import { useWallet } from '../wallet/wallet-store';

/**
 * The invitation a mail's link opens: who invites, into which role, what accepting shares;
 * Accept or Decline; then how it ended, in words.
 */
export function InvitationScreen() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('invitationCode')?.trim() ?? '';
  // A new code is a new invitation: nothing of the last one's state (its Accept button) carries over.
  return <InvitationOfCode key={code} code={code} />;
}

function InvitationOfCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [invitation, setInvitation] = useState<TPendingInvitation | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    if (!code) return;
    readInvitation(code).then(
      (found) => current && setInvitation(found),
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (!code || invitation === null) {
    return (
      <Screen heading={t('invitation.heading')}>
        <Alert severity="error" role="alert">
          {t('invitation.notFound')}
        </Alert>
        <HomeLink />
      </Screen>
    );
  }
  if (loadError) {
    return (
      <Screen heading={t('invitation.heading')}>
        <ErrorText error={loadError} />
        <HomeLink />
      </Screen>
    );
  }
  if (invitation === undefined) return <Loading />;
  if (invitation.status !== 'INVITED') {
    // Answered or expired before: the link has nothing more to ask.
    return (
      <Screen heading={t('invitation.heading')}>
        <Alert severity="info" role="status">
          {t(`invitation.already.${invitation.status}`, {
            organisation: invitation.organizationName,
            role: invitation.roleType,
          })}
        </Alert>
        <HomeLink />
      </Screen>
    );
  }
  return <InvitationConsent invitation={invitation} />;
}

function InvitationConsent({ invitation }: { invitation: TPendingInvitation }) {
  const { t } = useTranslation();
  const profile = useWallet((state) => state.keystore?.profile) ?? {};
  const [outcome, setOutcome] = useState<TInvitationOutcome | null>(null);
  const { run, busy, error } = useAction(async (accept: boolean) => {
    setOutcome(await answerInvitationWith(invitation.invitationCode, accept));
  });
  const rows: Array<[string, string]> = [
    [t('invitation.organisation'), invitation.organizationName],
    [t('invitation.role'), invitation.roleType],
    [t('invitation.invitedBy'), invitation.invitorName || invitation.organizationName],
    [t('invitation.validUntil'), formatDateTime(invitation.expiresAt)],
    [t('fields.name'), profile.name ?? t('answer.noProfile')],
    [t('fields.email'), profile.email ?? t('answer.noProfile')],
  ];
  return (
    <Screen heading={t('invitation.asks', { organisation: invitation.organizationName })}>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {t('invitation.intent', { role: invitation.roleType })}
      </Typography>
      <ConsentDetails rows={rows} />
      {outcome ? (
        <>
          <Alert
            severity={
              outcome.kind === 'accepted' ? 'success' : outcome.kind === 'declined' ? 'info' : 'error'
            }
            role="status"
          >
            {outcome.kind === 'refused'
              ? t('answer.result.refused', { message: outcome.message })
              : t(`invitation.result.${outcome.kind}`, {
                  organisation: invitation.organizationName,
                  role: invitation.roleType,
                  origin: window.location.origin,
                })}
          </Alert>
          <HomeLink />
        </>
      ) : (
        <>
          <Typography>{t('invitation.shares', { organisation: invitation.organizationName })}</Typography>
          <ConsentActions
            yes={t('invitation.accept')}
            no={t('invitation.decline')}
            busy={busy}
            error={error}
            onAnswer={(accept) => void run(accept)}
          />
        </>
      )}
    </Screen>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Button variant="text" component={RouterLink} to="/home" sx={{ alignSelf: 'flex-start' }}>
      {t('answer.home')}
    </Button>
  );
}
