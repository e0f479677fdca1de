import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady, loadConsoleTexts } from './lib/i18n';
import { Providers } from './app/providers';
import { createAppRouter, preloadScreenAt } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// After the first language's texts are in (German loads on its own, lib/i18n) and the screen of
// this address has loaded: the first paint is the screen, not a loader.
void Promise.all([i18nReady, preloadScreenAt(window.location.pathname)]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
  // The texts of the other screens, once this one has painted, so the next screen need not wait.
  const loadTexts = () => void loadConsoleTexts().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(loadTexts);
  else setTimeout(loadTexts, 1_000);
});
