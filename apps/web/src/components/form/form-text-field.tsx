import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { controlledField } from './controlled-field';

/** From this share of its limit on, a field shows how many characters it holds of how many. */
const COUNTER_FROM = 0.8;

/**
 * The forms convention: a react-hook-form controlled text field whose input carries
 * data-testid = the field name, with the zod message translated from the `validation` namespace.
 * With `maxLength`, the input stops at the limit and counts its characters as it nears it.
 */
export const FormTextField = controlledField<TextFieldProps & { maxLength?: number }>(
  ({ field, error, helperText }, { slotProps, maxLength, ...props }) => {
    const length = typeof field.value === 'string' ? field.value.length : 0;
    const counter =
      maxLength !== undefined && length >= maxLength * COUNTER_FROM ? `${length} / ${maxLength}` : undefined;
    return (
      <TextField
        {...props}
        {...field}
        value={field.value ?? ''}
        error={error}
        helperText={helperText ?? counter}
        slotProps={{
          ...slotProps,
          htmlInput: { ...slotProps?.htmlInput, maxLength, 'data-testid': field.name },
        }}
      />
    );
  },
);
