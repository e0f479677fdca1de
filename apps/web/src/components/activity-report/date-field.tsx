import TextField from '@mui/material/TextField';
import { useValidationMessage } from '../../lib/i18n';

/** Today as YYYY-MM-DD in the browser's time zone: no filter date may lie after it (spec §5). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface DateFieldProps {
  label: string;
  value: string;
  /** The rule it breaks, in the spec's words (translated here). */
  error?: string;
  onChange: (value: string) => void;
  /** The whole width on every screen (a dialog's fields), not only on a phone's. */
  fullWidth?: boolean;
}

/**
 * A calendar day (the browser's own date input, YYYY-MM-DD). Side by side (md and up) the helper
 * line is always there, so a message never moves the buttons beside it; stacked on a phone, it
 * takes room only for a message.
 */
export function DateField({ label, value, error, onChange, fullWidth = false }: DateFieldProps) {
  const translate = useValidationMessage();
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      error={!!error}
      helperText={translate(error) ?? ' '}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: fullWidth ? '100%' : { xs: '100%', md: 170 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { max: today() },
        formHelperText: { sx: error ? undefined : { display: { xs: 'none', md: 'block' } } },
      }}
    />
  );
}
