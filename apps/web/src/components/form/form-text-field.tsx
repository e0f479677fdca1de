import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useValidationMessage } from '../../lib/i18n';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: FieldPath<Values>;
  control: Control<Values>;
};

/**
 * The forms convention: a react-hook-form controlled text field whose input carries
 * data-testid = the field name, with the zod message translated from the `validation` namespace.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  control,
  slotProps,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ name, control });
  const translateMessage = useValidationMessage();
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      error={!!fieldState.error}
      helperText={translateMessage(fieldState.error?.message)}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'data-testid': name } }}
    />
  );
}
