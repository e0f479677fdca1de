import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import GoogleIcon from '@mui/icons-material/Google';
import { LOGGED_IN_AS } from '@sigil/core';
import { useSessionStore } from '../../../lib/session-store';
import { googleLogin } from '../api/google-login';
import { requestGoogleAccessToken } from '../google-identity';

/** Provider sign-in with Google. A failed sign-in is ignored silently (spec §8). */
export function GoogleLoginButton({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const setSession = useSessionStore((state) => state.setSession);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId);
      if (!accessToken) return;
      const { token, user } = await googleLogin(accessToken);
      setSession({ token, loggedInAs: LOGGED_IN_AS.provider, profile: user });
    } catch {
      // ignored silently, as the spec asks
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<GoogleIcon />}
      onClick={() => void signIn()}
      disabled={busy}
      fullWidth
    >
      {t('login.google')}
    </Button>
  );
}
