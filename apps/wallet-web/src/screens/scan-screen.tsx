import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { CameraScanner } from '../components/camera-scanner';
import { QrProblem } from '../components/qr-problem';
import { Screen } from '../components/screen';
import { readQrText, type TReadQr } from '../wallet/read-request';

/** The camera, a pasted QR text or link, or a screenshot: each read by the one reader. */
export function ScanScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<TReadQr | { kind: 'note'; text: string } | null>(null);

  /** Opens what the text asks, or says why not; true when it opened a screen. */
  const take = (text: string): boolean => {
    const read = readQrText(text);
    if (read.kind === 'request' || read.kind === 'invitation') {
      void navigate(read.route);
      return true;
    }
    setOutcome(read);
    return false;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pasted.trim() === '') setOutcome({ kind: 'note', text: t('scan.empty') });
    else take(pasted);
  };
  const readImage = async (file: File | undefined) => {
    if (!file) return;
    let text: string | null = null;
    try {
      const { readQrCode } = await import('../wallet/qr-reader');
      text = await readQrCode(await createImageBitmap(file));
    } catch {
      // Not an image the browser can read: as good as no QR code in it.
    }
    if (text) take(text);
    else setOutcome({ kind: 'note', text: t('scan.noQrInImage') });
  };
  return (
    <Screen heading={t('scan.heading')}>
      <CameraScanner onText={take} />
      {outcome?.kind === 'refused' && <QrProblem refusal={outcome} />}
      {outcome?.kind === 'note' && (
        <Alert severity="warning" role="alert">
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'contact' && (
        <Alert severity="info" role="status">
          <Typography sx={{ fontWeight: 600 }}>
            {t('scan.contact', { name: outcome.contact.name })}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {outcome.contact.did}
          </Typography>
        </Alert>
      )}
      <Divider />
      <Stack component="form" spacing={1.5} noValidate onSubmit={submit}>
        <TextField
          label={t('scan.paste')}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
        <Button type="submit" variant="outlined">
          {t('scan.read')}
        </Button>
      </Stack>
      <Button component="label" variant="outlined" startIcon={<ImageIcon />}>
        {t('scan.image')}
        <input
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void readImage(event.target.files?.[0])}
        />
      </Button>
    </Screen>
  );
}
