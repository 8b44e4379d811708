import { beaconFloat } from '../fair/beaconDraw';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import type { CoinFlipCommands, CoinFlipPlayer } from './bus';
import { COIN_FLIP_DRAW, coinFlipSide, isCoinSide, otherSide, type CoinFlipState } from './core';
import tuning from './tuning.json';
import { coinFlipTimeline } from './viewerTimeline';

// Coin flip in the scene viewer: a game that waits, is joined (or given the bot), then
// flips onto a typed side or one drawn by the real core from a seeded beacon draw; a page
// opened mid-flip on a button.

/** The game the viewer shows; each new game gets a fresh id. */
let gameId = 'viewer-game';

function seats(context: ViewerContext<CoinFlipCommands>, joiner: 'none' | 'player' | 'bot') {
  const side = context.values.side === 'T' ? 'T' : 'CT';
  const creator: CoinFlipPlayer = { username: context.values.creator || 'creator', side };
  const other: CoinFlipPlayer | null =
    joiner === 'none'
      ? null
      : joiner === 'bot'
        ? { username: 'Bot', side: otherSide(side), bot: true }
        : { username: context.values.joiner || 'joiner', side: otherSide(side) };
  return { creator, joiner: other };
}

function show(
  context: ViewerContext<CoinFlipCommands>,
  joiner: 'none' | 'player' | 'bot',
  state: CoinFlipState,
): void {
  context.bus.emit('coin-flip:show', { gameId, ...seats(context, joiner), state });
}

/** The typed side, or the core's side for a seeded beacon draw. */
function winningSide(context: ViewerContext<CoinFlipCommands>) {
  const typed = context.values.winner?.trim() ?? '';
  if (typed !== '') {
    if (!isCoinSide(typed)) throw new Error('The winning side is CT or T');
    return typed;
  }
  const beaconValue = `viewer${context.nextNonce()}`;
  const { round, seat } = COIN_FLIP_DRAW;
  return coinFlipSide(beaconFloat(context.values.seed || 'viewer', beaconValue, round, seat));
}

function flip(context: ViewerContext<CoinFlipCommands>, elapsedMs: number): void {
  context.bus.emit('coin-flip:flip', {
    id: context.nextId(),
    gameId,
    winningSide: winningSide(context),
    elapsedMs,
  });
}

export const viewer: GameViewer<CoinFlipCommands> = {
  scene: 'coin-flip',
  title: 'Coin Flip',
  tuning,
  fields: [
    { key: 'side', label: "Creator's side", options: ['CT', 'T'], initial: 'CT' },
    { key: 'creator', label: 'Creator', initial: 'anna' },
    { key: 'joiner', label: 'Joiner', initial: 'boris' },
    {
      key: 'winner',
      label: 'Winning side',
      initial: '',
      hint: 'CT or T; empty: drawn by the core',
    },
    { key: 'late', label: 'Opened mid-flip (ms)', initial: '1500', hint: 'for the late flip' },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup(context) {
    show(context, 'none', 'OPEN');
  },
  actions: [
    {
      label: 'New open game',
      run: (context) => {
        gameId = context.nextId();
        show(context, 'none', 'OPEN');
      },
    },
    { label: 'Join', run: (context) => show(context, 'player', 'WAITING_FOR_BEACON') },
    { label: 'Call bot', run: (context) => show(context, 'bot', 'WAITING_FOR_BEACON') },
    { label: 'Flip', run: (context) => flip(context, 0) },
    {
      label: 'Flip, opened mid-flip',
      run: (context) => flip(context, Number.parseInt(context.values.late ?? '0', 10) || 0),
    },
    {
      label: 'Show as flipped',
      run: (context) =>
        context.bus.emit('coin-flip:show', {
          gameId,
          ...seats(context, 'player'),
          state: 'FLIPPED',
          winningSide: winningSide(context),
        }),
    },
    { label: 'Cancel', run: (context) => show(context, 'none', 'CANCELLED') },
    { label: 'Idle', run: (context) => context.bus.emit('coin-flip:idle') },
  ],
  timeline: coinFlipTimeline,
};
