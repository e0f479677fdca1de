import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useValidationMessage } from '../../lib/i18n';

type FormSelectFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'select'
> & {
  name: FieldPath<Values>;
  control: Control<Values>;
  options: readonly string[];
};

/** One of a list, bound to react-hook-form, with the translated schema message (see FormTextField). */
export function FormSelectField<Values extends FieldValues>({
  name,
  control,
  options,
  slotProps,
  ...props
}: FormSelectFieldProps<Values>) {
  const { field, fieldState } = useController({ name, control });
  const translateMessage = useValidationMessage();
  return (
    <TextField
      {...props}
      {...field}
      select
      value={field.value ?? ''}
      error={!!fieldState.error}
      helperText={translateMessage(fieldState.error?.message)}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'data-testid': name } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
