import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { loadPath } from './features/routing/preload';
import './ui/global.css';

// A capture route (/embed/{game}, a stream's browser source) is the canvas alone: none of
// the app's layout, session or start-up runs, and its chunk loads only there.
const EmbedPage = lazy(() => import('./pages/embed/EmbedPage'));
const embed = window.location.pathname.startsWith('/embed/');

/**
 * At most this long the first render waits for the page's code (a slow network's). Rendering
 * the layout first and the page after costs this machine's Chromium more than the wait: with
 * 400 ms a cold /dice was playable at 809 ms, with 600 ms at 674 (bench:page).
 */
const PAGE_CODE_WAIT_MS = 600;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      {embed ? (
        <Suspense fallback={null}>
          <EmbedPage />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  );

if (embed) render();
else {
  // The page's own code (a game's page and its panel) is asked for first (App's import has
  // made the router's route table), ahead of the layout's lazy parts that bootstrap starts:
  // the browser fetches six files a host at a time, in the order asked. The first render
  // waits for it: a page rendered with its code renders at once; one whose code comes later
  // shows the skeleton and renders when it arrives (routing/lazy-page.ts).
  const pageCode = loadPath(window.location.pathname);
  bootstrap();
  const wait = new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS));
  void Promise.race([pageCode, wait]).then(render);
}
