import './lib/effect-timing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { noteFirstRender } from './lib/after-first-paint';
import { i18nReady, loadConsoleTexts } from './lib/i18n';
import { Providers } from './app/providers';
import { createAppRouter, preloadScreenAt } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// After the first language's texts are in (German loads on its own, lib/i18n) and the screen of
// this address has loaded: the first paint is the screen, not a loader. The render starts in a
// task of its own: the loaded modules have just run, and both in one task would block a phone's
// main thread for as long as the two together (Preact renders a tree in one go, decision 0012).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void Promise.all([i18nReady, preloadScreenAt(window.location.pathname)])
  .then(nextTask)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
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
