import type { ParseKeys } from 'i18next';

/** A key of the default (`translation`) namespace of en.json, checked at compile time (i18next.d.ts). */
export type TTranslationKey = ParseKeys<'translation'>;
