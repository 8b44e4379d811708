import type { GameViewer as EngineGameViewer } from '../../games/engine/viewerTypes';
import type { GameCommands } from '../../games/registry.client';

/** A game's viewer, driving a bus over every registered game's commands. */
export type GameViewer = EngineGameViewer<GameCommands>;

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
