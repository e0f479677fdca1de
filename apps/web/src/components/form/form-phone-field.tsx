import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../../lib/i18n';
import { PhoneField, type PhoneFieldProps } from '../phone-field';

type FormPhoneFieldProps<Values extends FieldValues> = Omit<
  PhoneFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: FieldPath<Values>;
  control: Control<Values>;
};

/** PhoneField bound to react-hook-form, with the translated schema message (see FormTextField). */
export function FormPhoneField<Values extends FieldValues>({
  name,
  control,
  ...props
}: FormPhoneFieldProps<Values>) {
  const { field, fieldState } = useController({ name, control });
  const translateMessage = useValidationMessage();
  return (
    <PhoneField
      {...props}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={translateMessage(fieldState.error?.message)}
    />
  );
}
