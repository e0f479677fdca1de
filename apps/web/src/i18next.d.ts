import type { TTexts } from './locales/texts';

/**
 * Typed translations: every t('…') key is checked against the English texts at compile time, so a
 * misspelt key fails the typecheck instead of rendering the key. de.json must hold the same keys
 * (locales/locales.test.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: TTexts;
  }
}
