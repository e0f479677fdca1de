import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import type { TPresentationPoll } from '@sigil/core';
import { PageHeader } from '../../../components/page-header';
import { PageSection } from '../../../components/page-section';
import { QrRequestPanel } from '../../../components/qr-request-panel';
import { ServerError } from '../../../lib/api-client';
import { useQrRequest } from '../../../lib/auth-requests';
import { PRESENTATION_REQUEST_CALLS } from '../api/presentation-requests';
import { PresentationResult } from '../components/presentation-result';

/**
 * "Verify a person": a QR asks the person's wallet to present an endorsement (OpenID4VP); once it
 * answers, what the registry found, step by step. Each new person gets a new code.
 */
export default function VerifyPersonPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [round, setRound] = useState(0);
  const { state, restart } = useQrRequest<TPresentationPoll>(
    round > 0 ? `presentation-${round}` : null,
    round > 0,
    PRESENTATION_REQUEST_CALLS,
  );
  const next = useCallback(() => {
    if (round === 0) setRound(1);
    else restart();
  }, [round, restart]);

  let outcome = null;
  if (state.phase === 'answered') {
    const { result } = state;
    outcome =
      result.status === 'COMPLETED' && result.verification ? (
        <PresentationResult verification={result.verification} />
      ) : (
        <Alert severity="warning">
          {t(result.status === 'EXPIRED' ? 'qr.expired' : 'verifyPerson.declined')}
        </Alert>
      );
  } else if (state.phase === 'failed') {
    outcome = (
      <Alert severity="error">
        {state.error instanceof ServerError ? state.error.message : t('verifyPerson.failed')}
      </Alert>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.verifyPerson')} />
      <PageSection titleId={titleId} title={t('verifyPerson.heading')} maxWidth={720}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('verifyPerson.intro')}
          </Typography>
          {round === 0 ? (
            <Button
              variant="contained"
              startIcon={<QrCode2Outlined />}
              onClick={next}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('verifyPerson.start')}
            </Button>
          ) : state.phase === 'answered' ? (
            <>
              {outcome}
              <Button variant="outlined" onClick={next} sx={{ alignSelf: 'flex-start' }}>
                {t('verifyPerson.another')}
              </Button>
            </>
          ) : (
            <>
              {state.phase === 'waiting' && (
                <Typography variant="body2">{t('verifyPerson.scanHint')}</Typography>
              )}
              <QrRequestPanel
                state={state}
                onNewCode={restart}
                outcome={outcome}
                textLabel={t('login.otherWalletLink')}
              />
            </>
          )}
        </Stack>
      </PageSection>
    </>
  );
}
