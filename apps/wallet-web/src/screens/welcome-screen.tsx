import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { Button, Typography } from '@mui/material';
import { Screen } from '../components/screen';
import { useWallet } from '../wallet/wallet-store';

/** The first run: create a key, or bring one. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const phase = useWallet((state) => state.phase);
  if (phase === 'locked' || phase === 'unlocked') return <Navigate to="/" replace />;
  return (
    <Screen heading={t('welcome.heading')}>
      <Typography>{t('welcome.intro')}</Typography>
      <Button variant="contained" size="large" component={RouterLink} to="/create">
        {t('welcome.create')}
      </Button>
      <Button variant="outlined" size="large" component={RouterLink} to="/import">
        {t('welcome.import')}
      </Button>
    </Screen>
  );
}
