import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import { ServerUnreachableError } from '@sigil/wallet/browser';
import { WalletRefusal } from '../wallet/wallet-store';

/** A failed action in words: the wallet's own refusals translated, anything else as it was thrown. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  let text: string;
  if (error instanceof WalletRefusal) {
    const wait = error.waitMs > 0 ? t('errors.wait', { seconds: Math.ceil(error.waitMs / 1000) }) : '';
    if (error.reason === 'wait') text = wait;
    else if (error.reason === 'wrongPassphrase')
      text = [t('errors.wrongPassphrase'), wait].filter(Boolean).join('. ');
    else if (error.reason === 'locked') text = t('errors.locked');
    else text = t('errors.notKeystore', { detail: error.message });
  } else if (error instanceof ServerUnreachableError) {
    text = t('errors.unreachable', { origin: error.origin });
  } else if (error instanceof Error && error.name === 'ZodError') {
    // An answer of the server this wallet does not understand (a newer server, a proxy's page).
    text = t('errors.badAnswer');
  } else {
    text =
      error instanceof Error
        ? error.message
        : t('errors.unexpected', { message: typeof error === 'string' ? error : '?' });
  }
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
