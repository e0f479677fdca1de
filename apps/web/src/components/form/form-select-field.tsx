import type { FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ControlledFieldProps } from './controlled-field';
import { FormTextField } from './form-text-field';

type FormSelectFieldProps<Values extends FieldValues> = ControlledFieldProps<
  Omit<TextFieldProps, 'select'>,
  Values
> & {
  options: readonly string[];
};

/** One of a list: a FormTextField in select mode, one menu item per option. */
export function FormSelectField<Values extends FieldValues>({
  options,
  ...props
}: FormSelectFieldProps<Values>) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
