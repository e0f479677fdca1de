import { PhoneField, type PhoneFieldProps } from '../phone-field';
import { controlledField } from './controlled-field';

/** PhoneField bound to react-hook-form, with the translated schema message (see FormTextField). */
export const FormPhoneField = controlledField<PhoneFieldProps>(({ field, error, helperText }, props) => (
  <PhoneField
    {...props}
    name={field.name}
    value={typeof field.value === 'string' ? field.value : ''}
    onChange={field.onChange}
    onBlur={field.onBlur}
    error={error}
    helperText={helperText}
  />
));
