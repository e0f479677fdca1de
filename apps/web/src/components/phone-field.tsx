import { useMemo, useState, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { AsYouType, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { DEFAULT_PHONE_COUNTRY } from '@sigil/core';

const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY.toUpperCase() as CountryCode;
const COUNTRIES = getCountries();

const callingCodeOf = (country: CountryCode) => getCountryCallingCode(country);

/** The country a stored '+65 9123 4567' belongs to, else the default (spec §9: sg). */
function countryOf(value: string): CountryCode {
  if (!value.startsWith('+')) return DEFAULT_COUNTRY;
  const typer = new AsYouType();
  typer.input(value);
  const callingCode = typer.getCallingCode();
  return (
    typer.getCountry() ??
    (callingCode ? COUNTRIES.find((country) => callingCodeOf(country) === callingCode) : undefined) ??
    DEFAULT_COUNTRY
  );
}

/** '+<calling code> <national number>', formatted as you type; '' for no digits. */
export function formatPhone(country: CountryCode, nationalDigits: string): string {
  const typer = new AsYouType(country);
  typer.input(nationalDigits);
  const national = typer.getNationalNumber();
  return national ? new AsYouType().input(`+${callingCodeOf(country)}${national}`) : '';
}

/** What the user typed, as the stored value and the country it implies. */
function parseTyped(text: string, country: CountryCode): { value: string; country: CountryCode } {
  if (!text.trim().startsWith('+')) return { value: formatPhone(country, text.replace(/\D/g, '')), country };
  // A full international number (typed or pasted) chooses the country itself.
  const typer = new AsYouType();
  const formatted = typer.input(text.trim());
  const callingCode = typer.getCallingCode();
  const national = typer.getNationalNumber();
  if (!callingCode || !national) return { value: formatted, country };
  const detected =
    typer.getCountry() ??
    (callingCodeOf(country) === callingCode
      ? country
      : COUNTRIES.find((candidate) => callingCodeOf(candidate) === callingCode));
  return detected
    ? { value: formatPhone(detected, national), country: detected }
    : { value: formatted, country };
}

export interface PhoneFieldProps {
  /** The number as stored: '+65 9123 4567', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler;
  /** Names the field and gives the input data-testid = name, the country select `${name}-country`. */
  name: string;
  label: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  fullWidth?: boolean;
}

/**
 * A phone number with a country selector (default Singapore), formatted by libphonenumber-js as
 * the user types. The value carries the calling code: '+65 9123 4567'.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  name,
  label,
  error,
  helperText,
  required,
  fullWidth,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState<CountryCode>(() => countryOf(value));
  const language = i18n.language;

  // The countries by name, made once per language: the field renders again at every keystroke, and
  // 245 items made anew each time took three quarters of its render (docs/performance.md, History,
  // 2026-11-30 late).
  const items = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return COUNTRIES.map((code) => ({ code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, language))
      .map(({ code, label }) => (
        <MenuItem key={code} value={code}>
          {t('phone.countryOption', { country: label, code: callingCodeOf(code) })}
        </MenuItem>
      ));
  }, [language, t]);

  const prefix = `+${callingCodeOf(country)} `;
  const shown = value.startsWith(prefix) ? value.slice(prefix.length) : value;

  const changeCountry = (next: CountryCode) => {
    setCountry(next);
    if (shown) onChange(formatPhone(next, shown.replace(/\D/g, '')));
  };

  const typed = (text: string) => {
    const parsed = parseTyped(text, country);
    if (parsed.country !== country) setCountry(parsed.country);
    onChange(parsed.value);
  };

  return (
    <TextField
      name={name}
      label={label}
      value={shown}
      onChange={(event) => typed(event.target.value)}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      required={required}
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { 'data-testid': name, inputMode: 'tel', autoComplete: 'tel-national' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Select
                variant="standard"
                disableUnderline
                value={country}
                onChange={(event) => changeCountry(event.target.value)}
                renderValue={(code) => `${code} +${callingCodeOf(code)}`}
                inputProps={{ 'aria-label': t('phone.country'), 'data-testid': `${name}-country` }}
                MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
                sx={{ minWidth: 92 }}
              >
                {items}
              </Select>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
