import { useEffect, useState, type ReactNode } from 'react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { TOAST_AUTO_HIDE_MS, type TLookTheme } from '@sigil/core';
import { TOAST_COMPONENTS } from '../components/toast-content';
import { AppLinksProvider } from '../lib/app-links';
import { setProductName } from '../lib/i18n';
import { usePublicConfig } from '../lib/public-config';
import { useThemePreference } from '../lib/theme-preference';
import { APP_LINKS } from './app-links';
import { SessionWatcher } from './session-watcher';
import { createAppTheme } from './theme';

/**
 * TanStack Query tells components of a change in a task of its own (setTimeout) by default: a
 * button disabled while its change is pending stayed enabled for that task, long enough for a
 * double-click's second click to send the change again. In a microtask, React has disabled it
 * before the next click arrives (issue 44, double submits).
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** Feeds the configured product name into every {{product}} of the texts. */
function ProductNameSync() {
  const { productName } = usePublicConfig();
  useEffect(() => setProductName(productName), [productName]);
  return null;
}

/** Each mode's theme, made when first shown: making a theme takes a phone tens of milliseconds. */
const themes: Partial<Record<'light' | 'dark', Theme>> = {};
const themeFor = (mode: 'light' | 'dark') => (themes[mode] ??= createAppTheme(mode));

/**
 * Above the router, so the account menu's theme choice (light, dark, or follow the system) applies
 * on every page, the login page included.
 */
function AppThemeProvider({ children, mode }: { children: ReactNode; mode?: TLookTheme }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const preference = useThemePreference((state) => state.preference);
  const dark = mode ? mode === 'dark' : preference === 'system' ? prefersDark : preference === 'dark';
  return (
    <ThemeProvider theme={themeFor(dark ? 'dark' : 'light')}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** `themeMode` fixes the theme: a prerender renders each (src/prerender.tsx); the console follows the choice. */
export function Providers({
  children,
  queryClient,
  themeMode,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  themeMode?: TLookTheme;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppThemeProvider mode={themeMode}>
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          maxSnack={3}
          Components={TOAST_COMPONENTS}
        >
          <ProductNameSync />
          <SessionWatcher />
          <AppLinksProvider links={APP_LINKS}>{children}</AppLinksProvider>
        </SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
