import { useTranslation } from 'react-i18next';
import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { ErrorText } from './error-text';

/** What a consent screen shows before the answer: each fact as a term and its value. */
export function ConsentDetails({ rows }: { rows: Array<[label: string, value: string, testId?: string]> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        {rows.map(([label, value, testId]) => (
          <Stack key={label} spacing={0.5}>
            <Typography component="dt" variant="subtitle2">
              {label}
            </Typography>
            <Typography component="dd" data-testid={testId}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

interface ConsentActionsProps {
  yes: string;
  no: string;
  busy: boolean;
  error: unknown;
  onAnswer: (yes: boolean) => void;
}

/** The two answers of a consent screen (Approve or Deny, Accept or Decline), one click each. */
export function ConsentActions({ yes, no, busy, error, onAnswer }: ConsentActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorText error={error} />
      {busy && <LinearProgress aria-label={t('answer.sending')} />}
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          size="large"
          sx={{ flex: 1 }}
          disabled={busy}
          onClick={() => onAnswer(true)}
        >
          {yes}
        </Button>
        <Button
          variant="outlined"
          size="large"
          sx={{ flex: 1 }}
          disabled={busy}
          onClick={() => onAnswer(false)}
        >
          {no}
        </Button>
      </Stack>
    </>
  );
}
