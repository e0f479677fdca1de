import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { controlledField } from './controlled-field';

/**
 * The forms convention: a react-hook-form controlled text field whose input carries
 * data-testid = the field name, with the zod message translated from the `validation` namespace.
 */
export const FormTextField = controlledField<TextFieldProps>(
  ({ field, error, helperText }, { slotProps, ...props }) => (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      error={error}
      helperText={helperText}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'data-testid': field.name } }}
    />
  ),
);
