import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import type { TReadQr } from '../wallet/read-request';
import { walletServerUrl } from '../wallet/server';

/** Why a QR code was refused, in the holder's language. */
export function QrProblem({ refusal }: { refusal: Extract<TReadQr, { kind: 'refused' }> }) {
  const { t } = useTranslation();
  const text =
    refusal.problem === 'otherServer'
      ? t('qrProblem.otherServer', { origin: refusal.origin, own: new URL(walletServerUrl()).host })
      : refusal.problem === 'invalid'
        ? t('qrProblem.invalid', { detail: refusal.message.replace(/^[^:]*: /, '') })
        : t(`qrProblem.${refusal.problem}`);
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
