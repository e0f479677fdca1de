import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';

/** Step 2: the request is recorded and the contact e-mail has been told. */
export function SignupReceived({ email, onOk }: { email: string; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2">
        {t('signup.done.title')}
      </Typography>
      <Typography data-testid="signup-email-sent">{t('signup.done.emailSent', { email })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('signup.done.next')}
      </Typography>
      <Button variant="contained" onClick={onOk}>
        {t('signup.ok')}
      </Button>
    </Stack>
  );
}
