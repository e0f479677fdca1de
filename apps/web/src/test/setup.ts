import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_LANGUAGE, DEFAULT_PRODUCT_NAME } from '@sigil/core';
import { i18n, i18nReady, loadConsoleTexts, setProductName } from '../lib/i18n';
import { DEFAULT_PUBLIC_CONFIG } from '../lib/public-config';
import { useSessionStore } from '../lib/session-store';
import { DEFAULT_THEME_PREFERENCE, useThemePreference } from '../lib/theme-preference';
import { SilentWebSocket } from './api-mock';
import { dropEmotionStyles } from './emotion-styles';

// A screen's first render loads its lazy page and the app's providers: on a busy two-core machine
// that takes longer than testing-library's default second (on the slower kind of machine, over 5 s
// for a file's first screen). A test still fails when it never shows.
configure({ asyncUtilTimeout: 10_000 });

// English is bundled, so this is at once; it also registers the language listener (lib/i18n).
// Every test sees all the texts, as every screen but the login screen waits for them.
await Promise.all([i18nReady, loadConsoleTexts()]);

beforeEach(() => {
  // GET /api/v1/config; tests that need another answer stub fetch themselves.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(DEFAULT_PUBLIC_CONFIG))),
  );
  // No live channel in unit tests: screens must work from their fetched data alone.
  vi.stubGlobal('WebSocket', SilentWebSocket);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  useSessionStore.setState({ sessionEnd: null });
  localStorage.clear();
  sessionStorage.clear();
  setProductName(DEFAULT_PRODUCT_NAME);
  useThemePreference.setState({ preference: DEFAULT_THEME_PREFERENCE });
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  localStorage.clear();
});

// The next file in this worker starts without this file's styles (vitest.projects.config.ts).
afterAll(dropEmotionStyles);
