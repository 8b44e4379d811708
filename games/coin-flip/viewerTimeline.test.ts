import { describe, expect, it } from 'vitest';
import { beaconFloat } from '../fair/beaconDraw';
import { COIN_FLIP_DRAW, coinFlipSide } from './core';
import { coinFlipTimeline } from './viewerTimeline';

describe('coinFlipTimeline', () => {
  it('opens a game, seats a joiner (every other game the bot), and flips the drawn side', () => {
    const rounds = coinFlipTimeline({
      values: { side: 'T', creator: 'anna', joiner: 'boris' },
      seed: 's',
      count: 4,
      prefix: 'p-',
    });
    rounds.forEach((round, nonce) => {
      const { round: drawRound, seat } = COIN_FLIP_DRAW;
      const side = coinFlipSide(beaconFloat('s', `viewer${nonce}`, drawRound, seat));
      const gameId = `p-game-${nonce}`;
      const [open, joined, flip] = round.steps;
      expect(open?.command).toMatchObject({
        type: 'coin-flip:show',
        payload: { gameId, creator: { username: 'anna', side: 'T' }, joiner: null, state: 'OPEN' },
      });
      expect(joined?.command).toMatchObject({
        type: 'coin-flip:show',
        payload: {
          gameId,
          joiner: { username: nonce % 2 ? 'Bot' : 'boris', side: 'CT' },
          state: 'WAITING_FOR_BEACON',
        },
      });
      expect(flip?.command).toEqual({
        type: 'coin-flip:flip',
        payload: { id: `p-flip-${nonce}`, gameId, winningSide: side, elapsedMs: 0 },
      });
      expect(joined?.pauseMs).toBeGreaterThan(0);
    });
  });
});
