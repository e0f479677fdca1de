import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { countryNames } from '@sigil/core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useControlledField } from './controlled-field';

interface FormCountryFieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  required?: boolean;
}

/**
 * A country name: type to filter the list (names in the interface language) and pick one; text
 * that is not a country of the list is refused by the schema. The input carries data-testid = the
 * field name, like FormTextField.
 */
export function FormCountryField<Values extends FieldValues>({
  name,
  control,
  label,
  required,
}: FormCountryFieldProps<Values>) {
  const { t, i18n } = useTranslation();
  const { field, error, helperText } = useControlledField(name, control);
  const language = i18n.language;
  const options = useMemo(() => countryNames(language), [language]);
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value}
      inputValue={value}
      onChange={(_event, next) => field.onChange(next ?? '')}
      onInputChange={(_event, next) => field.onChange(next)}
      onBlur={field.onBlur}
      noOptionsText={t('country.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputProps={{ ...params.inputProps, 'data-testid': name, autoComplete: 'country-name' }}
        />
      )}
    />
  );
}
