import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './viewer.css';

// The scene viewer's entry: the designers' page, or with ?probe the hand-stepped harness
// the scene tests drive. Both load the engine lazily, as the app does.

const root = document.getElementById('root') as HTMLElement;

if (new URLSearchParams(location.search).has('probe')) {
  void import('./probe').then(({ startProbe }) => startProbe(root));
} else {
  void import('./ViewerApp').then(({ ViewerApp }) =>
    createRoot(root).render(
      <StrictMode>
        <ViewerApp />
      </StrictMode>,
    ),
  );
}
