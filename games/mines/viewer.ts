import type { MinesCommands } from './bus';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import { minePositions } from './core';
import tuning from './tuning.json';
import { minesTimeline } from './viewerTimeline';

// Mines in the scene viewer: a game whose mines the real mines core places from a seed,
// played with buttons (or a typed-in tile).

interface ViewerGame {
  mines: number[];
  revealed: number[];
  state: 'idle' | 'active' | 'cashed' | 'busted';
  focus: number;
}

let game: ViewerGame = { mines: [], revealed: [], state: 'idle', focus: -1 };

function newGame(context: ViewerContext<MinesCommands>): void {
  const count = Number.parseInt(context.values.mines ?? '3', 10);
  if (!(count >= 1 && count <= 24)) throw new Error('Mines are from 1 to 24');
  const seeds = {
    serverSeed: context.values.seed ?? '',
    clientSeed: 'viewer',
    nonce: context.nextNonce(),
  };
  game = { mines: minePositions(seeds, count), revealed: [], state: 'active', focus: -1 };
  showBoard(context);
}

function showBoard(context: ViewerContext<MinesCommands>): void {
  const ended = game.state === 'cashed' || game.state === 'busted';
  context.bus.emit('mines:board', {
    revealed: game.revealed,
    minePositions: ended ? game.mines : null,
    state: game.state,
  });
}

function hiddenTiles(): number[] {
  return Array.from({ length: 25 }, (_, t) => t).filter((t) => !game.revealed.includes(t));
}

function reveal(
  context: ViewerContext<MinesCommands>,
  pick: (hidden: number[]) => number | undefined,
): void {
  if (game.state !== 'active') throw new Error('Start a new game first');
  const typed = context.values.tile?.trim() ?? '';
  const tile = typed === '' ? pick(hiddenTiles()) : Number.parseInt(typed, 10);
  if (tile === undefined || !hiddenTiles().includes(tile))
    throw new Error('Pick a hidden tile (0-24)');
  const mine = game.mines.includes(tile);
  game.revealed = [...game.revealed, tile];
  if (mine) game.state = 'busted';
  context.bus.emit('mines:reveal', {
    id: context.nextId(),
    tile,
    mine,
    minePositions: mine ? game.mines : null,
  });
}

const random = (tiles: number[]) => tiles[Math.floor(Math.random() * tiles.length)];

export const viewer: GameViewer<MinesCommands> = {
  scene: 'mines',
  title: 'Mines',
  tuning,
  fields: [
    { key: 'mines', label: 'Mines', initial: '3', hint: '1 to 24' },
    {
      key: 'tile',
      label: 'Tile',
      initial: '',
      hint: 'empty: a random hidden tile (0-24, row-major)',
    },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup: showBoard,
  actions: [
    { label: 'New game', run: newGame },
    { label: 'Reveal', run: (context) => reveal(context, random) },
    {
      label: 'Reveal a safe tile',
      run: (context) =>
        reveal(context, (tiles) => random(tiles.filter((t) => !game.mines.includes(t)))),
    },
    {
      label: 'Hit a mine',
      run: (context) =>
        reveal(context, (tiles) => random(tiles.filter((t) => game.mines.includes(t)))),
    },
    {
      label: 'Cash out',
      run: (context) => {
        if (game.state !== 'active') throw new Error('No game to cash out');
        game.state = 'cashed';
        context.bus.emit('mines:cashout', { id: context.nextId(), minePositions: game.mines });
      },
    },
    {
      label: 'Focus next tile',
      run: (context) => {
        game.focus = game.focus >= 24 ? -1 : game.focus + 1;
        context.bus.emit('mines:focus', { tile: game.focus });
      },
    },
    { label: 'Restore board', run: showBoard },
  ],
  timeline: minesTimeline,
};
