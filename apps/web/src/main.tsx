import './lib/effect-timing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { noteFirstRender } from './lib/after-first-paint';
import { i18nReady, loadConsoleTexts } from './lib/i18n';
import { sessionProfileQuery } from './lib/session-actions';
import { useSessionStore } from './lib/session-store';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, preloadScreenAt } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// After the first language's texts are in (German loads on its own, lib/i18n) and the screen of
// this address has loaded: the first paint is the screen, not a loader. The render starts in a
// task of its own: the loaded modules have just run, and both in one task would block a phone's
// main thread for as long as the two together (Preact renders a tree in one go, decision 0012).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// A stored session's profile, asked for now (index.html sent the call as the page loaded): when
// it is in by the first render, that render shows the signed-in screen with it, not a loader.
const queryClient = createQueryClient();
const { token } = useSessionStore.getState();
if (token !== null) void queryClient.prefetchQuery(sessionProfileQuery(token));
const takeAnsweredProfile = () => {
  if (token === null) return;
  const profile = queryClient.getQueryData(sessionProfileQuery(token).queryKey);
  const session = useSessionStore.getState();
  if (profile && session.token === token && !session.profile) session.setProfile(profile);
};

void Promise.all([i18nReady, preloadScreenAt(window.location.pathname)])
  .then(nextTask)
  .then(() => {
    takeAnsweredProfile();
    createRoot(container).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
    noteFirstRender();
    // The texts of the other screens, once this one has painted, so the next screen need not wait.
    const loadTexts = () => void loadConsoleTexts().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(loadTexts);
    else setTimeout(loadTexts, 1_000);
  });
