import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZProviderSetupForm, type TProviderSetupForm } from '@sigil/core';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { showServerFieldErrors } from '../../../components/form/server-field-errors';

const QrLoginDialog = lazy(() =>
  import('../components/qr-login-dialog').then((module) => ({ default: module.QrLoginDialog })),
);

/**
 * /setup, the first run (decision 0016): whoever started the server enters the setup code it
 * printed, and the wallet that answers the provider login QR becomes the provider. A wrong or used
 * code is said on the field. Once signed in, the public-route guard sends the provider on.
 */
export default function ProviderSetupPage() {
  const { t } = useTranslation();
  const form = useForm<TProviderSetupForm>({
    resolver: zodResolver(ZProviderSetupForm),
    mode: 'onTouched',
    defaultValues: { setupCode: '' },
  });
  const [setupCode, setSetupCode] = useState<string | null>(null);

  const refused = (error: unknown) => {
    const onField =
      error instanceof Error &&
      showServerFieldErrors(error, form.setError, (name) => (name === 'setupCode' ? 'setupCode' : null));
    if (onField) setSetupCode(null);
  };

  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Stack spacing={2.5}>
            <Typography variant="h5" component="h1">
              {t('setup.title')}
            </Typography>
            <Typography variant="body2">{t('setup.intro')}</Typography>
            <Form
              form={form}
              onSubmit={(values) => {
                setSetupCode(values.setupCode);
                return undefined; // nothing sent: nothing to wait for
              }}
              actions={
                <Button type="submit" variant="contained">
                  {t('setup.continue')}
                </Button>
              }
            >
              <FormTextField
                name="setupCode"
                control={form.control}
                label={t('setup.code')}
                required
                fullWidth
                autoComplete="off"
                spellCheck={false}
              />
            </Form>
          </Stack>
        </CardContent>
      </Card>
      {setupCode !== null && (
        <Suspense fallback={null}>
          <QrLoginDialog
            mode="provider"
            setupCode={setupCode}
            onClose={() => setSetupCode(null)}
            onNotAdmin={() => undefined}
            onFailed={refused}
          />
        </Suspense>
      )}
    </Stack>
  );
}
