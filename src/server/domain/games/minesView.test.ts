import { describe, expect, it } from 'vitest';
import { minesMultiplierE4, minesPayout } from '../../../../games/mines/core';
import { minesGameSchema } from '../../../shared/contract/instantGames';
import { type StoredMinesGame, minesOutcome, safePicksOf, toMinesGame } from './minesView';

const game = (over: Partial<StoredMinesGame> = {}): StoredMinesGame => ({
  id: '6f1c1f9e-7c55-4d6b-9d0e-0b9a1f0e2a11',
  amount: 1_000,
  mines: 3,
  minePositions: [2, 11, 20],
  revealed: [],
  state: 'active',
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'client',
  nonce: 4,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  roundingFloat: 0, // rounds every fraction up, once the game has ended
  ...over,
});

describe('the mines game as the player sees it', () => {
  it('hides the mines while the game is active', () => {
    const view = toMinesGame(game({ revealed: [0, 1] }));
    expect(view.minePositions).toBeNull();
    expect(view).toMatchObject({
      multiplier: minesMultiplierE4(3, 2) / 10_000,
      nextMultiplier: minesMultiplierE4(3, 3) / 10_000,
      payout: minesPayout(1_000, 3, 2, 1 - 2 ** -32), // rounded down while active
      fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 4 },
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(() => minesGameSchema.parse(view)).not.toThrow();
  });

  it('starts at 1x, worth the stake', () => {
    expect(toMinesGame(game())).toMatchObject({ multiplier: 1, payout: 1_000, revealed: [] });
  });

  it('shows every mine and pays nothing once busted; the mine is not a safe pick', () => {
    const busted = game({ revealed: [0, 11], state: 'busted' });
    expect(safePicksOf(busted)).toBe(1);
    expect(toMinesGame(busted)).toMatchObject({
      payout: 0,
      multiplier: 0,
      nextMultiplier: null,
      minePositions: [2, 11, 20],
    });
    expect(minesOutcome(busted)).toEqual({
      mines: 3,
      revealed: [0, 11],
      minePositions: [2, 11, 20],
      state: 'busted',
    });
  });

  it('offers no next multiplier when every safe tile is picked', () => {
    const all = [...Array(25).keys()].filter((t) => t !== 7);
    const view = toMinesGame(
      game({ mines: 1, minePositions: [7], revealed: all, state: 'cashed' }),
    );
    expect(view.nextMultiplier).toBeNull();
    expect(view.payout).toBe(minesPayout(1_000, 1, 24, 0));
    expect(view.minePositions).toEqual([7]);
  });
});
