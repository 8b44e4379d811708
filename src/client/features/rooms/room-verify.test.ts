import { describe, expect, it } from 'vitest';
import { coinFlipGame } from '../../../../games/coin-flip/game';
import { sha256Hex } from '../../../../games/fair/hash';
import { roomDrawFloats } from '../../../../games/rooms/core/roomRules';
import { verifyRoom } from './room-verify';

// The generic verifier recomputes a room with its game's manifest: coin flip's here, whose
// rules the server draws with too.

const serverSeed = 'f'.repeat(64);
const beaconValue = '0a'.repeat(32);

describe('verifyRoom', () => {
  it("recomputes the draw's floats, the outcome and every seat's payout", () => {
    const floats = roomDrawFloats(coinFlipGame, serverSeed, beaconValue);
    const seats = [
      { house: false, choice: 'CT' as const },
      { house: true, choice: 'T' as const },
    ];
    const state = {
      amount: 1_235,
      creatorId: 'seat-0',
      seats: [
        { userId: 'seat-0', choice: 'CT' as const },
        { userId: null, choice: 'T' as const },
      ],
    };
    const outcome = coinFlipGame.outcome(state, floats);
    const checked = verifyRoom(coinFlipGame, {
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      beaconValue,
      room: { amount: 1_235, seats },
    });
    expect(checked).toEqual({
      ok: true,
      seedMatches: true,
      floats,
      outcome,
      ...coinFlipGame.settle(state, outcome, floats),
    });
    if (!checked.ok) return;
    expect(checked.payouts!.reduce((a, b) => a + b, 0) + checked.fee!).toBe(2 * 1_235);
  });

  it('says when the seed is not the one committed to, and shows no payouts without seats', () => {
    const checked = verifyRoom(coinFlipGame, {
      serverSeed,
      serverSeedHash: sha256Hex('another seed'),
      beaconValue,
    });
    expect(checked).toMatchObject({ ok: true, seedMatches: false, payouts: null, fee: null });
  });

  it('refuses a beacon value that cannot make an unambiguous message', () => {
    expect(
      verifyRoom(coinFlipGame, { serverSeed, serverSeedHash: '', beaconValue: 'a:b' }),
    ).toEqual({ ok: false, error: 'The beacon value must be non-empty text without ":"' });
  });
});
