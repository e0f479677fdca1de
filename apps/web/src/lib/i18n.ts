import { useCallback } from 'react';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_NAME,
  preferredLanguage,
  SUPPORTED_LANGUAGES,
  type TLanguage,
} from '@sigil/core';
import en from '../locales/en.json';
import type { TTexts } from '../locales/texts';
import { readStoredLanguage, storeLanguage } from './storage';

/** Emitted when the product name changes, so every useTranslation() re-renders with the new {{product}}. */
const PRODUCT_NAME_CHANGED = 'productNameChanged';

function syncDocumentLanguage(language: string): void {
  // No document when the build prerenders a screen (src/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** With no stored choice, the browser's preferred languages decide (preferredLanguage). */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): TLanguage {
  return preferredLanguage(languages);
}

/**
 * English is the default and every other language's fallback: the login screen's texts (en.json)
 * are bundled, the rest (en-console.json) loads before any other screen, loadConsoleTexts. The other
 * languages load when chosen, for size (German alone is 9 KB gzip; npm run size): i18next fetches
 * them through this backend before it switches, so no screen shows a missing text.
 * `satisfies`: an English key missing from de.json fails the typecheck (locales.test.ts checks both ways).
 */
const LAZY_LANGUAGES: Partial<Record<string, () => Promise<TTexts>>> = {
  de: () => import('../locales/de.json').then((module) => module.default satisfies TTexts),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = LAZY_LANGUAGES[language];
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts[namespace as keyof TTexts] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let consoleTexts: Promise<void> | undefined;

/**
 * The English texts of every screen but the login screen, for size (about 7 KB gzip the login
 * screen does not load: npm run size). The router awaits them with any other screen's module, the
 * login screen with its dialogs; main.tsx fetches them once the login screen has painted.
 */
export function loadConsoleTexts(): Promise<void> {
  // After i18next's set-up, which makes the store the texts go into.
  consoleTexts ??= Promise.all([import('../locales/en-console.json'), i18nReady]).then(
    ([{ default: texts }]) => {
      for (const [namespace, bundle] of Object.entries(texts)) {
        i18n.addResourceBundle('en', namespace, bundle, true, false);
      }
    },
    (error: unknown) => {
      consoleTexts = undefined; // a failed chunk load is tried again next time
      throw error;
    },
  );
  return consoleTexts;
}

/** `load` that resolves once the console's texts are in as well: for a module that shows them. */
export function withConsoleTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadConsoleTexts()]).then(([loaded]) => loaded);
}

/** Resolves once the first language's texts are in: main.tsx renders after it. */
export const i18nReady = Promise.resolve().then(() =>
  i18n
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      // A copy: i18next keeps the texts it is given and merges the console texts into them.
      resources: { en: structuredClone(en) },
      // Bundled English is used as it is; the backend only loads what is missing (the other languages).
      partialBundledLanguages: true,
      // A choice made in the console wins (kept across logout); else the browser's languages.
      lng: readStoredLanguage() ?? browserLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['translation', 'validation'],
      defaultNS: 'translation',
      initAsync: false,
      interpolation: {
        escapeValue: false, // React escapes
        defaultVariables: { product: prerenderedProductName() ?? DEFAULT_PRODUCT_NAME },
      },
      react: { bindI18n: `languageChanged ${PRODUCT_NAME_CHANGED}` },
    })
    .then(() => {
      syncDocumentLanguage(i18n.language);
      // Registered after init: only a language picked later (a choice) is stored, not the browser's.
      i18n.on('languageChanged', (language) => {
        syncDocumentLanguage(language);
        if ((SUPPORTED_LANGUAGES as readonly string[]).includes(language))
          storeLanguage(language as TLanguage);
      });
    }),
);

/** {{product}} in every text is the configured product name. */
/** The product name a prerendered page was sent with (the server wrote it in), if any. */
function prerenderedProductName(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || undefined;
}

/** The product name the texts show now. */
export function currentProductName(): string {
  const product: unknown = i18n.options.interpolation?.defaultVariables?.product;
  return typeof product === 'string' ? product : DEFAULT_PRODUCT_NAME;
}

export function setProductName(productName: string): void {
  const interpolation = i18n.options.interpolation ?? {};
  if (interpolation.defaultVariables?.product === productName) return;
  i18n.options.interpolation = { ...interpolation, defaultVariables: { product: productName } };
  i18n.emit(PRODUCT_NAME_CHANGED);
}

/**
 * Validation messages are the English texts of VALIDATION_MESSAGES; they are their own keys in the
 * `validation` namespace. Unknown messages (e.g. from the server) come back unchanged.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) =>
      message
        ? t(message, { ns: 'validation', keySeparator: false, nsSeparator: false, defaultValue: message })
        : undefined,
    [t],
  );
}

export { i18n };
