import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { offerFile } from '../components/offer-file';
import { Screen } from '../components/screen';
import { SubmitRow } from '../components/submit-row';
import { useAction } from '../components/use-action';
import { signChosenFile, verifyChosenFile, type TVerifyOutcome } from '../wallet/file-activity';

/** Sign a file, or check a file's signature: the holder's activity, recorded on the registry. */
export function ActivityScreen() {
  const { t } = useTranslation();
  return (
    <Screen heading={t('activity.heading')}>
      <Typography>{t('activity.intro')}</Typography>
      <SignSection />
      <VerifySection />
    </Screen>
  );
}

function FileButton({
  label,
  file,
  onFile,
  accept,
}: {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  accept?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<AttachFileIcon />}
      sx={{ justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'left' }}
    >
      {file ? t('activity.chosen', { label, name: file.name }) : label}
      <input
        type="file"
        hidden
        accept={accept}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </Button>
  );
}

interface FileFormProps {
  id: string;
  heading: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: () => void;
  children: ReactNode;
}

/** One task of the screen: its heading, its files and result, and its button. */
function FileForm({ id, heading, submitLabel, busy, error, onSubmit, children }: FileFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2 }}>
      <Stack component="form" spacing={1.5} noValidate onSubmit={submit}>
        <Typography id={`${id}-heading`} variant="h6" component="h2">
          {heading}
        </Typography>
        {children}
        <SubmitRow label={submitLabel} busyLabel={t('activity.busy')} busy={busy} error={error} />
      </Stack>
    </Paper>
  );
}

function SignSection() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<{ name: string; recorded: boolean } | null>(null);
  const { run, busy, error, setError } = useAction(async (chosen: File) => {
    const signed = await signChosenFile(chosen);
    offerFile(signed.signatureName, signed.signature, 'application/jwt');
    setDone({ name: signed.signatureName, recorded: signed.recorded });
  });
  const submit = () => {
    setDone(null);
    if (!file) setError(new Error(t('activity.chooseFirst')));
    else void run(file);
  };
  return (
    <FileForm
      id="sign"
      heading={t('activity.sign.heading')}
      submitLabel={t('activity.sign.submit')}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <FileButton
        label={t('activity.sign.file')}
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setDone(null);
        }}
      />
      {done && (
        <Alert severity="success" role="status">
          {t('activity.sign.done', { name: done.name })}{' '}
          {done.recorded ? t('activity.recorded') : t('activity.notRecorded')}
        </Alert>
      )}
    </FileForm>
  );
}

function VerifySection() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [signature, setSignature] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TVerifyOutcome | null>(null);
  const { run, busy, error, setError } = useAction(async (chosen: File, signatureFile: File) => {
    setOutcome(await verifyChosenFile(chosen, signatureFile));
  });
  const submit = () => {
    setOutcome(null);
    if (!file || !signature) setError(new Error(t('activity.chooseBoth')));
    else void run(file, signature);
  };
  return (
    <FileForm
      id="verify"
      heading={t('activity.verify.heading')}
      submitLabel={t('activity.verify.submit')}
      busy={busy}
      error={error}
      onSubmit={submit}
    >
      <FileButton
        label={t('activity.verify.file')}
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setOutcome(null);
        }}
      />
      <FileButton
        label={t('activity.verify.signature')}
        file={signature}
        accept=".sig"
        onFile={(chosen) => {
          setSignature(chosen);
          setOutcome(null);
        }}
      />
      {outcome && (
        <Alert
          severity={outcome.kind === 'valid' ? 'success' : 'error'}
          role="status"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {outcome.kind === 'valid'
            ? `${t('activity.verify.valid', { signer: outcome.signer })} ${outcome.recorded ? t('activity.recorded') : t('activity.notRecorded')}`
            : t(`activity.verify.${outcome.kind}`)}
        </Alert>
      )}
    </FileForm>
  );
}
