import type en from './locales/en.json';

/**
 * Typed translations: every t('…') key is checked against en.json at compile time, so a misspelt
 * key fails the typecheck instead of rendering the key. de.json must hold the same keys
 * (locales/locales.test.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: typeof en;
  }
}
