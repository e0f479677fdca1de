import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAuthPollResponse, TAuthRequestCreate, TOrganisationSignup } from '@sigil/core';
import { QrRequestPanel } from '../../../components/qr-request-panel';
import { ServerError } from '../../../lib/api-client';
import { useAuthRequest } from '../../../lib/auth-requests';

interface SignupQrStepProps {
  values: TOrganisationSignup;
  onBack: () => void;
  /** The wallet's answer is recorded: the enrolment request exists. */
  onReceived: () => void;
  /** The server refused the request for these fields (400): back to the form with them. */
  onRefused: (error: ServerError) => void;
}

/** Step 1: the signup QR; the holder scans it and agrees to be the organisation's admin. */
export function SignupQrStep({ values, onBack, onReceived, onRefused }: SignupQrStepProps) {
  const { t } = useTranslation();
  const body = useMemo<TAuthRequestCreate>(
    () => ({ intent: 'orgsignup', additionalParams: values }),
    [values],
  );
  const onAnswered = useCallback(
    (result: TAuthPollResponse) => {
      if (result.status === 'COMPLETED') onReceived();
    },
    [onReceived],
  );
  const onFailed = useCallback(
    (error: unknown) => {
      // A refusal that names fields (bad input, 400; a name or number already taken, 409) goes
      // back to the form, with the message on the field.
      if (error instanceof ServerError && error.fields) onRefused(error);
    },
    [onRefused],
  );
  const { state, restart } = useAuthRequest(body, true, onAnswered, onFailed);

  let outcome = null;
  if (state.phase === 'answered' && state.result.reason === 'DUPLICATE_ORGANISATION') {
    // Another signup took the name or registration number while this QR was open.
    outcome = (
      <Alert severity="error" data-testid="signup-error">
        {state.result.message ?? t('signup.qr.duplicate')}
      </Alert>
    );
  } else if (state.phase === 'answered' && state.result.status === 'REJECTED') {
    outcome = <Alert severity="warning">{t('signup.qr.declined')}</Alert>;
  } else if (state.phase === 'answered' && state.result.status === 'EXPIRED') {
    outcome = <Alert severity="warning">{t('qr.expired')}</Alert>;
  } else if (state.phase === 'failed') {
    const message = state.error instanceof ServerError ? state.error.message : t('signup.qr.failed');
    outcome = (
      <Alert severity="error" data-testid="signup-error">
        {message}
      </Alert>
    );
  }

  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {t('signup.qr.title')}
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>{t('signup.qr.agreement')}</Typography>
      <QrRequestPanel state={state} onNewCode={restart} outcome={outcome} />
      <Stack direction="row" sx={{ alignSelf: 'stretch', justifyContent: 'flex-start' }}>
        <Button onClick={onBack}>{t('signup.back')}</Button>
      </Stack>
    </Stack>
  );
}
