import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, preferredLanguage, SUPPORTED_LANGUAGES, type TLanguage } from '@sigil/core';
import de from './locales/de.json';
import en from './locales/en.json';

/**
 * English and German, both bundled (the wallet's texts are a few kilobytes). The choice is kept in
 * localStorage (a preference, not a secret); with none, the browser's languages decide.
 */
const LANGUAGE_KEY = 'sigil-wallet.language';

function initialLanguage(): TLanguage {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(stored ?? '')) return stored as TLanguage;
  return preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_KEY, language);
});

export { i18n };
