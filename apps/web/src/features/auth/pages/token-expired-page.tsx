import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toLogin } from '../links';
import { useAppLinks } from '../../../lib/app-links';
import { useSessionStore } from '../../../lib/session-store';

/**
 * After an expiry the session is gone and the page offers the way back to login. Opened while a
 * session is still stored (a bookmark, the back button), it would be a dead end: the user goes home
 * instead, replacing this entry so Back does not return here.
 */
export default function TokenExpiredPage() {
  const { t } = useTranslation();
  const { toHome } = useAppLinks();
  const hasToken = useSessionStore((state) => state.token !== null);
  if (hasToken) return <Navigate to={toHome().to} replace />;
  return (
    <Stack alignItems="center" gap={3} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="h1">
        {t('tokenExpired.message')}
      </Typography>
      <Button component={Link} to={toLogin().to} variant="contained">
        {t('tokenExpired.backTo')}
      </Button>
    </Stack>
  );
}
