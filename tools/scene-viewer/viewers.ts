import type { GameViewer } from '../../games/engine/viewerTypes';

// Every game that has a games/<game>/viewer.ts, loaded when picked.

const modules = import.meta.glob<{ viewer: GameViewer }>('../../games/*/viewer.ts');

export interface ViewerEntry {
  game: string;
  load: () => Promise<GameViewer>;
}

export const viewerEntries: ViewerEntry[] = Object.entries(modules)
  .map(([file, load]) => ({
    game: file.split('/').at(-2) ?? file,
    load: () => load().then((m) => m.viewer),
  }))
  .sort((a, b) => a.game.localeCompare(b.game));
