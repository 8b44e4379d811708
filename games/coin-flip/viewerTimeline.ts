import { beaconFloat } from '../fair/beaconDraw';
import type { TimelineRequest, TimelineRound } from '../engine/viewerTypes';
import type { CoinFlipCommands, CoinFlipPlayer } from './bus';
import { COIN_FLIP_DRAW, coinFlipSide, otherSide } from './core';

// Coin flip's fake rounds for the scene viewer's timeline: a game opens, a player (every
// other game the bot) joins, and the coin lands on the side the coin-flip core draws from a
// seeded beacon draw.

/** How long each seat state shows before the next, at normal pace. */
const SEAT_PAUSE_MS = 700;

export function coinFlipTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<CoinFlipCommands>[] {
  const side = values.side === 'T' ? 'T' : 'CT';
  const creator: CoinFlipPlayer = { username: values.creator || 'creator', side };
  return Array.from({ length: count }, (_, nonce) => {
    const gameId = `${prefix}game-${nonce}`;
    const bot = nonce % 2 === 1;
    const joiner: CoinFlipPlayer = bot
      ? { username: 'Bot', side: otherSide(side), bot: true }
      : { username: values.joiner || 'joiner', side: otherSide(side) };
    const { round, seat } = COIN_FLIP_DRAW;
    const winningSide = coinFlipSide(beaconFloat(seed, `viewer${nonce}`, round, seat));
    const winner = winningSide === side ? creator.username : joiner.username;
    return {
      label: `${creator.username} vs ${joiner.username}: ${winningSide}, ${winner} wins`,
      steps: [
        {
          command: {
            type: 'coin-flip:show',
            payload: { gameId, creator, joiner: null, state: 'OPEN' },
          },
        },
        {
          pauseMs: SEAT_PAUSE_MS,
          command: {
            type: 'coin-flip:show',
            payload: { gameId, creator, joiner, state: 'WAITING_FOR_BEACON' },
          },
        },
        {
          pauseMs: SEAT_PAUSE_MS,
          command: {
            type: 'coin-flip:flip',
            payload: { id: `${prefix}flip-${nonce}`, gameId, winningSide, elapsedMs: 0 },
          },
        },
      ],
    };
  });
}
