import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReportNotFound } from '../../../lib/not-found-title';

/** An unknown path, or a screen this login may not open: the tab title says not found as well. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useReportNotFound();
  const navigate = useNavigate();
  return (
    <Stack alignItems="center" gap={3} sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h4" component="h1">
        {t('routes.notFound')}
      </Typography>
      <Button variant="contained" onClick={() => void navigate(-1)}>
        {t('notFound.goBack')}
      </Button>
    </Stack>
  );
}
