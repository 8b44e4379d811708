import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { preloadPath } from './features/routing/preload';
import './ui/global.css';

// A capture route (/embed/{game}, a stream's browser source) is the canvas alone: none of
// the app's layout, session or start-up runs, and its chunk loads only there.
const EmbedPage = lazy(() => import('./pages/embed/EmbedPage'));
const embed = window.location.pathname.startsWith('/embed/');

if (!embed) {
  bootstrap();
  // The page's own code (a game's page and its panel) starts beside the start-up read, not
  // when React first renders the route; App's import has made the router's route table.
  preloadPath(window.location.pathname);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
