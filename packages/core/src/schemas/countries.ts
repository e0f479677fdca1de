import { getCountries } from 'libphonenumber-js';

/** The languages the console speaks: a country is stored by its name in the language it was picked in. */
const COUNTRY_NAME_LANGUAGES = ['en', 'de'] as const;

let known: Set<string> | undefined;

/** The country names in one language, as the console's country field lists them, sorted. */
export function countryNames(language: string): string[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const list = getCountries().map((code) => names.of(code) ?? code);
  return [...new Set(list)].sort((a, b) => a.localeCompare(b, language));
}

/** Whether the text is a country of the list, in any language of the console (any case). */
export function isCountryName(value: string): boolean {
  known ??= new Set(
    COUNTRY_NAME_LANGUAGES.flatMap((language) => countryNames(language).map((name) => name.toLowerCase())),
  );
  return known.has(value.trim().toLowerCase());
}
