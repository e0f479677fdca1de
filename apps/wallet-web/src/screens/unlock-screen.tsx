import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Stack, Typography } from '@mui/material';
import { Loading } from '../components/loading';
import { PassphraseField } from '../components/passphrase-field';
import { Screen } from '../components/screen';
import { SubmitRow } from '../components/submit-row';
import { useAction } from '../components/use-action';
import { AUTO_LOCK_AFTER_MS } from '../wallet/unlock-policy';
import { useWallet } from '../wallet/wallet-store';

/** Only the wallet's own screens may follow an unlock: `next` is a path of this app, never a URL. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/home';
}

/** The passphrase opens the key for this visit; the screen asked for comes next. */
export function UnlockScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const phase = useWallet((state) => state.phase);
  const unlock = useWallet((state) => state.unlock);
  const [passphrase, setPassphrase] = useState('');
  const next = safeNext(searchParams.get('next'));
  // The Lock button's way here is done: a link opened from now on comes back to its request.
  useEffect(() => useWallet.setState({ lockedByHolder: false }), []);
  const { run, busy, error } = useAction(async () => {
    try {
      await unlock(passphrase);
    } finally {
      setPassphrase('');
    }
    void navigate(next, { replace: true });
  });
  if (phase === 'loading') return <Loading />;
  if (phase === 'new') return <Navigate to="/welcome" replace />;
  if (phase === 'unlocked' && !busy) return <Navigate to={next} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passphrase !== '') void run();
  };
  return (
    <Screen heading={t('unlock.heading')}>
      <Typography>{t('unlock.intro', { minutes: AUTO_LOCK_AFTER_MS / 60_000 })}</Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <PassphraseField
          label={t('fields.passphrase')}
          autoComplete="current-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          required
          autoFocus
        />
        <SubmitRow label={t('unlock.submit')} busyLabel={t('unlock.busy')} busy={busy} error={error} />
      </Stack>
    </Screen>
  );
}
