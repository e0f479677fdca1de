import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;
renderToStaticMarkup(
  createElement(
    withEmotionCache((_props: object, defaultCache) => {
      cache = defaultCache;
      return null;
    }),
  ),
);

// Emotion's development build gives each rule a <style> element of its own (for source maps),
// which jsdom parses as a style sheet; its production mode adds the same rules to one sheet
// with insertRule. Tests take the production way: the rules, and so every computed style, are
// the same (computed-style-cache.ts counts rules, not sheets, to see new ones).
if (cache) cache.sheet.isSpeedy = true;

/**
 * Removes the style rules Emotion (MUI's styling) has added to the document, and makes it forget
 * them, so the next render adds what it needs again. The files of a worker share one document
 * (vitest.projects.config.ts): jsdom matches every rule for every getComputedStyle, and with the
 * rules of every earlier file piled up the project took 338 s instead of 256 (docs/performance.md,
 * 2026-11-28 evening).
 */
export function dropEmotionStyles(): void {
  if (!cache) return;
  cache.sheet.flush();
  cache.inserted = {};
  cache.registered = {};
}
