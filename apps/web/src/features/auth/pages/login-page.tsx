import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import type { TLoginMode } from '@sigil/core';
import type { TTranslationKey } from '../../../lib/i18n-keys';
import { BARE_FIELDSET, useHydrated } from '../../../lib/hydrated';
import { withConsoleTexts } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { GoogleLoginButton } from '../components/google-login-button';
import { toOrganisationSignup } from '../links';

/**
 * The dialogs load when first opened, for size: the QR login brings the QR code, the wallet
 * protocol and its zod schemas, none of which the login screen needs before a click (npm run size),
 * and the texts of the console beyond the login screen.
 */
const QrLoginDialog = lazy(
  withConsoleTexts(() =>
    import('../components/qr-login-dialog').then((module) => ({ default: module.QrLoginDialog })),
  ),
);
const NotAdminDialog = lazy(
  withConsoleTexts(() =>
    import('../components/not-admin-dialog').then((module) => ({ default: module.NotAdminDialog })),
  ),
);

/** The member logins, each a wallet QR code; the provider's (wallet, then Google) come below the divider. */
const MEMBER_LOGINS = [
  { loginMode: 'individual', labelKey: 'login.individual' },
  { loginMode: 'organisation', labelKey: 'login.organization' },
] as const satisfies readonly { loginMode: TLoginMode; labelKey: TTranslationKey }[];

/** Spec §2 screen 1. After a login the public-route guard sends the user on. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { googleClientId } = usePublicConfig();
  const [mode, setMode] = useState<TLoginMode | null>(null);
  const [notAdmin, setNotAdmin] = useState(false);
  // Once shown, the modal stays mounted so that closing it keeps its transition.
  const [notAdminShown, setNotAdminShown] = useState(false);
  const hydrated = useHydrated();

  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          {/* Its buttons wait for React to take the prerendered screen over (lib/hydrated). */}
          <Stack component="fieldset" disabled={!hydrated} spacing={2.5} sx={BARE_FIELDSET}>
            <Typography variant="h5" component="h1">
              {t('login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('login.subtitle')}
            </Typography>
            {MEMBER_LOGINS.map(({ loginMode, labelKey }) => (
              <Button
                key={loginMode}
                variant="contained"
                size="large"
                startIcon={<QrCode2Outlined />}
                onClick={() => setMode(loginMode)}
              >
                {t(labelKey)}
              </Button>
            ))}
            <Link component={RouterLink} to={toOrganisationSignup().to} sx={{ alignSelf: 'center' }}>
              {t('login.enroll')}
            </Link>
            <Divider>{t('login.providerDivider')}</Divider>
            <Button variant="outlined" startIcon={<QrCode2Outlined />} onClick={() => setMode('provider')}>
              {t('login.provider')}
            </Button>
            {/* Last, as it comes with the configuration: arriving above, it moved the wallet button under a click. */}
            {googleClientId && <GoogleLoginButton clientId={googleClientId} />}
          </Stack>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {/* A new login mode starts afresh (key); closed, there is nothing to show. */}
        {mode && (
          <QrLoginDialog
            key={mode}
            mode={mode}
            onClose={() => setMode(null)}
            onNotAdmin={() => {
              setMode(null);
              setNotAdmin(true);
              setNotAdminShown(true);
            }}
          />
        )}
        {notAdminShown && <NotAdminDialog open={notAdmin} onClose={() => setNotAdmin(false)} />}
      </Suspense>
    </Stack>
  );
}
