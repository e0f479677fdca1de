import { SUPPORTED_LANGUAGES, type TLanguage } from './constants';

/**
 * A page's look: its language and its colour theme. The public screens are prerendered once per
 * look (apps/web src/prerender.tsx); the server sends the one the browser will show, and the page's
 * first script checks it (decision 0015).
 */
export const LOOK_THEMES = ['light', 'dark'] as const;
export type TLookTheme = (typeof LOOK_THEMES)[number];
export interface TLook {
  language: TLanguage;
  theme: TLookTheme;
}

/** `<html data-look>` of a prerendered page, and the look cookie's value. */
export const lookName = (look: TLook): string => `${look.language}.${look.theme}`;

export const ALL_LOOKS: readonly TLook[] = SUPPORTED_LANGUAGES.flatMap((language) =>
  LOOK_THEMES.map((theme) => ({ language, theme })),
);

/** The look named `name`, or null for anything else. */
export function parseLook(name: string | undefined): TLook | null {
  return ALL_LOOKS.find((look) => lookName(look) === name) ?? null;
}

/**
 * Stands for the product name in prerendered markup: the server puts the configured name
 * (PRODUCT_NAME) in its place, HTML-escaped, when it loads the pages.
 */
export const PRERENDER_PRODUCT_NAME = '%%SIGIL-PRODUCT-NAME%%';
