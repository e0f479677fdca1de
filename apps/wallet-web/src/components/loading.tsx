import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, Typography } from '@mui/material';

export function Loading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('app.loading')}</Typography>
    </Box>
  );
}
