import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import { WalletRefusal } from '../wallet/wallet-store';

/** A failed action in words: the wallet's own refusals translated, anything else as it was thrown. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  let text: string;
  if (error instanceof WalletRefusal) {
    const wait = error.waitMs > 0 ? t('errors.wait', { seconds: Math.ceil(error.waitMs / 1000) }) : '';
    if (error.reason === 'wait') text = wait;
    else if (error.reason === 'wrongPassphrase') text = [t('errors.wrongPassphrase'), wait].filter(Boolean).join('. ');
    else text = t('errors.notKeystore', { detail: error.message });
  } else {
    text = error instanceof Error ? error.message : t('errors.unexpected', { message: JSON.stringify(error) });
  }
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
