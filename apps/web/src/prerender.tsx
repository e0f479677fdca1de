import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PRERENDER_PRODUCT_NAME, type TLook } from '@sigil/core';
import { createAppRoutes, preloadScreenAt } from './app/router';
import { APP_ROUTES, NOT_FOUND_TITLE_KEY, ROUTES } from './app/routes';
import { createQueryClient, Providers } from './app/providers';
import { i18n, i18nReady, setProductName } from './lib/i18n';

/**
 * The build's server-side entry (vite.prerender.config.ts): renders the public screens to HTML
 * with their critical CSS, once per look (language × theme), for the server to send before any
 * JavaScript has loaded; main.tsx hydrates them (decision 0015).
 */

/** The screens prerendered: the public ones, and the not-found page a signed-out visitor sees. */
export const PRERENDERED_SCREENS = {
  login: ROUTES.login.path,
  organisationSignup: ROUTES.organisationSignup.path,
  tokenExpired: ROUTES.tokenExpired.path,
  notFound: '/__not-found__',
} as const;

export { ALL_LOOKS, lookName, PRERENDER_PRODUCT_NAME } from '@sigil/core';

/** Every path the console has a screen for: any other is the not-found page. */
export const APP_PATHS = APP_ROUTES.map((route) => route.path);

export interface RenderedScreen {
  /** The markup inside #root. */
  html: string;
  /** `<style>` tags of the CSS the markup uses, for the page's head. */
  styles: string;
  /** The tab's title, as the console sets it. */
  title: string;
}

export async function renderScreen(pathname: string, look: TLook): Promise<RenderedScreen> {
  await i18nReady;
  setProductName(PRERENDER_PRODUCT_NAME);
  await i18n.changeLanguage(look.language);
  await preloadScreenAt(pathname);

  const routes = createAppRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${pathname}`));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Emotion's default key, the one the console's own cache uses: it adopts these styles at hydration.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Providers queryClient={createQueryClient()} themeMode={look.theme}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const route = APP_ROUTES.find((candidate) => candidate.path === pathname);
  const title = i18n.t('app.documentTitle', { title: i18n.t(route?.titleKey ?? NOT_FOUND_TITLE_KEY) });
  return { html, styles, title };
}
