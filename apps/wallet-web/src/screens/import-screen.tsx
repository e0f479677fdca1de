import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PassphraseField } from '../components/passphrase-field';
import { Screen } from '../components/screen';
import { SubmitRow } from '../components/submit-row';
import { useAction } from '../components/use-action';
import { useWallet } from '../wallet/wallet-store';

/** Brings a keystore file: the CLI's keystore.json, or a key user's from the console. */
export function ImportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phase = useWallet((state) => state.phase);
  const importFile = useWallet((state) => state.importFile);
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const { run, busy, error, setError } = useAction(async (chosen: File) => {
    await importFile(await chosen.text(), chosen.name, passphrase);
    void navigate('/home', { replace: true });
  });
  if (phase === 'locked' || (phase === 'unlocked' && !busy)) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) setError(new Error(t('import.noFile')));
    else void run(file);
  };
  return (
    <Screen heading={t('import.heading')}>
      <Typography>{t('import.intro')}</Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          sx={{ justifyContent: 'flex-start', overflowWrap: 'anywhere' }}
        >
          {file ? t('import.chosen', { name: file.name }) : t('import.choose')}
          <input
            type="file"
            accept="application/json,.json"
            hidden
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <PassphraseField
          label={t('fields.passphrase')}
          autoComplete="current-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          required
        />
        <SubmitRow label={t('import.submit')} busyLabel={t('import.busy')} busy={busy} error={error} />
      </Stack>
    </Screen>
  );
}
