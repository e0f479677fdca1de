import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** 'Could not load the data: …' for a failed query; nothing while there is no error. */
export function LoadError({ error, sx }: { error: Error | null; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" sx={sx}>
      {t('common.loadFailed', { message: error.message })}
    </Alert>
  );
}
