import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady, loadConsoleTexts } from './lib/i18n';
import { sessionProfileQuery } from './lib/session-actions';
import { useSessionStore } from './lib/session-store';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, preloadScreenAt } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const { token } = useSessionStore.getState();
const takeAnsweredProfile = () => {
  if (token === null) return;
  const profile = queryClient.getQueryData(sessionProfileQuery(token).queryKey);
  const session = useSessionStore.getState();
  if (profile && session.token === token && !session.profile) session.setProfile(profile);
};

const app = (content: ReactNode) => (
  <StrictMode>
    <Providers queryClient={queryClient}>{content}</Providers>
  </StrictMode>
);

/** The texts of the other screens, once this one has painted, so the next screen need not wait. */
function loadOtherTextsWhenIdle() {
  const loadTexts = () => void loadConsoleTexts().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(loadTexts);
  else setTimeout(loadTexts, 1_000);
}

/**
 * A public screen the server sent prerendered (src/prerender.tsx) is hydrated at once. Its
 * controls stay disabled until hydration is done (lib/hydrated): React did not replay every click
 * that came before, and a lost click on a login button left its dialog unopened.
 *
 * Any other page is rendered after the first language's texts are in (German loads on its own,
 * lib/i18n) and the screen of this address has loaded, so that the first paint is the screen, not
 * a loader. It is a transition: React renders the tree in slices of a few milliseconds and lets
 * the browser run between them, so a phone's main thread is never blocked for the whole render
 * (decision 0015).
 */
async function renderConsole(container: HTMLElement) {
  const screenLoaded = preloadScreenAt(window.location.pathname);
  const html = document.documentElement;
  if (container.firstElementChild && html.dataset.prerendered !== 'stale') {
    hydrateRoot(container, app(<RouterProvider router={createAppRouter()} />));
    loadOtherTextsWhenIdle();
    return;
  }
  // A stored session's profile, asked for now (index.html sent the call as the page loaded): when
  // it is in by the first render, that render shows the signed-in screen with it, not a loader.
  if (token !== null) void queryClient.prefetchQuery(sessionProfileQuery(token));
  await Promise.all([i18nReady, screenLoaded]);
  const router = createAppRouter();
  takeAnsweredProfile();
  // A prerendered page in another look, or one a session replaces: its markup and styles go.
  container.replaceChildren();
  for (const style of document.querySelectorAll('style[data-prerendered-style]')) style.remove();
  delete html.dataset.prerendered;
  const root = createRoot(container);
  startTransition(() => root.render(app(<RouterProvider router={router} />)));
  loadOtherTextsWhenIdle();
}

void renderConsole(container);
