import { useEffect, useState } from 'react';
import { GameViewerPanel } from './GameViewerPanel';
import { type GameViewer, viewerEntries } from './viewers';

// The designers' page: pick a game, fire fake outcomes or a timeline of fake rounds at its
// real scene at any pace, tune it live (presets too) and save the tuning back to the game's
// tuning.json.

export function ViewerApp() {
  const game = new URLSearchParams(location.search).get('game') ?? viewerEntries[0]?.game;
  const entry = viewerEntries.find((e) => e.game === game) ?? viewerEntries[0];
  const [viewer, setViewer] = useState<GameViewer | null>(null);

  useEffect(() => {
    let live = true;
    void entry?.load().then((loaded) => live && setViewer(loaded));
    return () => {
      live = false;
    };
  }, [entry]);

  return (
    <div className="viewer">
      <nav aria-label="Games">
        {viewerEntries.map((e) => (
          <a key={e.game} href={`?game=${e.game}`} aria-current={e === entry ? 'page' : undefined}>
            {e.game}
          </a>
        ))}
      </nav>
      {viewer ? <GameViewerPanel key={viewer.scene} viewer={viewer} /> : <p>Loading…</p>}
    </div>
  );
}
