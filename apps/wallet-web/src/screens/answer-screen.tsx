import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { requestOrigin, WALLET_APP_PATH, type TAuthQr } from '@sigil/core';
import { ConsentActions, ConsentDetails } from '../components/consent';
import { QrProblem } from '../components/qr-problem';
import { Screen } from '../components/screen';
import { useAction } from '../components/use-action';
import { answerRequest, type TAnswerOutcome } from '../wallet/answer';
import { readQrText } from '../wallet/read-request';
import { walletServerUrl } from '../wallet/server';
import { useWallet } from '../wallet/wallet-store';

/**
 * The consent screen: who asks (the console's origin, from the request itself), for what, what an
 * approval shares; Approve or Deny; then how it ended, in words. Opened by a scan or by the link a
 * phone's camera app opens (`/wallet/#/answer?…`).
 */
export function AnswerScreen() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const read = useMemo(
    () => readQrText(`${walletServerUrl()}${WALLET_APP_PATH}#${pathname}${search}`),
    [pathname, search],
  );
  if (read.kind !== 'request') {
    // A contact card or an invitation never rides on this route: as good as no request.
    const refusal =
      read.kind === 'refused' ? read : ({ kind: 'refused', problem: 'notSigil', message: '' } as const);
    return (
      <Screen heading={t('answer.heading')}>
        <QrProblem refusal={refusal} />
        <NextSteps />
      </Screen>
    );
  }
  return <Consent key={read.qr.txid} qr={read.qr} />;
}

function Consent({ qr }: { qr: TAuthQr }) {
  const { t, i18n } = useTranslation();
  const profile = useWallet((state) => state.keystore?.profile) ?? {};
  const [outcome, setOutcome] = useState<TAnswerOutcome | null>(null);
  const { run, busy, error } = useAction(async (approve: boolean) => {
    setOutcome(await answerRequest(qr, approve));
  });
  const origin = requestOrigin(qr);
  const intent =
    qr.intent === 'orgsignup'
      ? t('answer.intent.orgsignup', { name: withoutBidiControls(qr.org?.name ?? '') })
      : t(`answer.intent.login.${qr.mode ?? 'individual'}`);
  const validUntil = new Date(qr.exp * 1000).toLocaleTimeString(i18n.language);

  return (
    <Screen heading={t('answer.asks', { origin: new URL(origin).host })}>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {intent}
      </Typography>
      <ConsentDetails
        rows={[
          [t('answer.origin'), origin, 'request-origin'],
          [t('answer.validUntil'), validUntil],
          [t('fields.name'), profile.name ?? t('answer.noProfile')],
          [t('fields.email'), profile.email ?? t('answer.noProfile')],
        ]}
      />
      {outcome ? (
        <>
          <Outcome outcome={outcome} origin={origin} orgName={withoutBidiControls(qr.org?.name ?? '')} />
          <NextSteps />
        </>
      ) : (
        <>
          <Typography>{t('answer.shares', { origin })}</Typography>
          <Alert severity="warning">{t('answer.caution')}</Alert>
          <ConsentActions
            yes={t('answer.approve')}
            no={t('answer.deny')}
            busy={busy}
            error={error}
            onAnswer={(approve) => void run(approve)}
          />
        </>
      )}
    </Screen>
  );
}

/**
 * The name as a label, without the invisible controls that reorder text (a right-to-left override
 * could make "Acme Ltd" read as another name beside the words around it).
 */
function withoutBidiControls(text: string): string {
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

function Outcome({ outcome, origin, orgName }: { outcome: TAnswerOutcome; origin: string; orgName: string }) {
  const { t } = useTranslation();
  const good = outcome.kind === 'approved' || outcome.kind === 'signedUp';
  const text =
    outcome.kind === 'rejected'
      ? t('answer.result.refused', { message: t(`answer.rejection.${outcome.reason ?? 'DENIED_BY_HOLDER'}`) })
      : outcome.kind === 'refused'
        ? t('answer.result.refused', { message: outcome.message })
        : t(`answer.result.${outcome.kind}`, { origin, name: orgName });
  return (
    <Alert severity={good ? 'success' : outcome.kind === 'denied' ? 'info' : 'error'} role="status">
      {text}
    </Alert>
  );
}

function NextSteps() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" component={RouterLink} to="/scan" sx={{ flex: 1 }}>
        {t('answer.another')}
      </Button>
      <Button variant="text" component={RouterLink} to="/home" sx={{ flex: 1 }}>
        {t('answer.home')}
      </Button>
    </Stack>
  );
}
