import { describe, expect, it } from 'vitest';
import type { MinesGame } from '../../../src/shared/contract/instantGames';
import { boardCommand, safePicks, tileFaces } from './mines-state';

const game = (fields: Partial<MinesGame>): MinesGame => ({
  id: '00000000-0000-4000-8000-000000000001',
  amount: 100,
  mines: 3,
  revealed: [],
  state: 'active',
  multiplier: 1,
  nextMultiplier: 1.125,
  payout: 100,
  minePositions: null,
  fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('mines board state', () => {
  it('no game: every tile hidden, an idle board', () => {
    expect(new Set(tileFaces(null))).toEqual(new Set(['hidden']));
    expect(boardCommand(null)).toEqual({ revealed: [], minePositions: null, state: 'idle' });
  });

  it('an active game shows its gems only', () => {
    const active = game({ revealed: [0, 7] });
    const faces = tileFaces(active);
    expect(faces[0]).toBe('gem');
    expect(faces[7]).toBe('gem');
    expect(faces.filter((face) => face === 'hidden')).toHaveLength(23);
    expect(safePicks(active)).toBe(2);
    expect(boardCommand(active)).toEqual({
      revealed: [0, 7],
      minePositions: null,
      state: 'active',
    });
  });

  it('a bust shows the mine hit and every other mine', () => {
    const busted = game({ revealed: [0, 9], state: 'busted', minePositions: [9, 3, 20] });
    const faces = tileFaces(busted);
    expect(faces[0]).toBe('gem');
    expect([faces[9], faces[3], faces[20]]).toEqual(['mine', 'mine', 'mine']);
    expect(faces.filter((face) => face === 'hidden')).toHaveLength(21);
    expect(safePicks(busted)).toBe(1);
    expect(boardCommand(busted).minePositions).toEqual([9, 3, 20]);
  });
});
