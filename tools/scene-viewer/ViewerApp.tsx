import { type MouseEvent, useEffect, useState } from 'react';
import type { EasingTable } from '../../games/engine/easings';
import { easingsOf } from '../../games/registry.client';
import { GameViewerPanel } from './GameViewerPanel';
import { type GameViewer, viewerEntries } from './viewers';

// The designers' page: pick a game, fire fake outcomes or a timeline of fake rounds at its
// real scene at any pace, tune it live (presets too) and save the tuning back to the game's
// tuning.json.

const gameInUrl = () => new URLSearchParams(location.search).get('game') ?? viewerEntries[0]?.game;

/** A plain click moves to the game in this page: the stage keeps Phaser, as the site does. */
const inPageClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function ViewerApp() {
  const [game, setGame] = useState(gameInUrl);
  const entry = viewerEntries.find((e) => e.game === game) ?? viewerEntries[0];
  // The loaded viewer with the game it belongs to: another game's never shows meanwhile.
  const [loaded, setLoaded] = useState<{
    game: string;
    viewer: GameViewer;
    easings: EasingTable;
  } | null>(null);

  useEffect(() => {
    const onPop = () => setGame(gameInUrl());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    let live = true;
    if (entry)
      void entry.load().then(async (viewer) => {
        const easings = await easingsOf(viewer.scene);
        if (live) setLoaded({ game: entry.game, viewer, easings });
      });
    return () => {
      live = false;
    };
  }, [entry]);

  const shown = loaded && loaded.game === entry?.game ? loaded : null;
  return (
    <div className="viewer">
      <nav aria-label="Games">
        {viewerEntries.map((e) => (
          <a
            key={e.game}
            href={`?game=${e.game}`}
            aria-current={e === entry ? 'page' : undefined}
            onClick={(event) => {
              if (!inPageClick(event)) return;
              event.preventDefault();
              history.pushState(null, '', `?game=${e.game}`);
              setGame(e.game);
            }}
          >
            {e.game}
          </a>
        ))}
      </nav>
      {shown ? (
        <GameViewerPanel key={shown.viewer.scene} viewer={shown.viewer} easings={shown.easings} />
      ) : (
        <p>Loading…</p>
      )}
    </div>
  );
}
