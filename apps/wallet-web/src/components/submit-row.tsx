import { Button, LinearProgress } from '@mui/material';
import { ErrorText } from './error-text';

/** The end of a form: why it failed, the progress while it runs, and its one submit button. */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  error,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
}) {
  return (
    <>
      <ErrorText error={error} />
      {busy && <LinearProgress aria-label={busyLabel} />}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
