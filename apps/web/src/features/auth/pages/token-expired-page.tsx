import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toLogin } from '../links';
import { useSessionStore } from '../../../lib/session-store';

export default function TokenExpiredPage() {
  const { t } = useTranslation();
  const hasToken = useSessionStore((state) => state.token !== null);
  return (
    <Stack alignItems="center" gap={3} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="h1">
        {t('tokenExpired.message')}
      </Typography>
      {!hasToken && (
        <Button component={Link} to={toLogin().to} variant="contained">
          {t('tokenExpired.backTo')}
        </Button>
      )}
    </Stack>
  );
}
