import { describe, expect, it } from 'vitest';
import type { CrashBet } from '../../../src/shared/contract/crash';
import type { CrashSceneCommand } from './crash-scene-feed';
import { crashLanding } from './crash-landing';

const mine: CrashBet = {
  id: '0b5d1c3e-2f4a-4b6c-8d7e-9f0a1b2c3d4e',
  username: 'streamer',
  amount: 100,
  autoCashout: null,
  cashedOutAt: null,
  payout: null,
};

describe('crash landings', () => {
  it("tell the streamer's own cash-out once its batch is on the curve", () => {
    const batch = (isMine: boolean): CrashSceneCommand => ({
      type: 'crash:cashouts',
      payload: {
        id: 'crash-cashouts-9-1',
        roundId: '9',
        entries: [
          { id: 'other', username: 'x', multiplierE2: 150, mine: false },
          { id: mine.id, username: 'streamer', multiplierE2: 235, mine: isMine },
        ],
      },
    });
    expect(crashLanding(batch(true), 9, mine)).toEqual({
      id: mine.id,
      text: 'Cashed out at 2.35x',
    });
    expect(crashLanding(batch(false), 9, null)).toBeNull();
  });

  it('tell the bust only of a round their bet rode to the end', () => {
    const bust = {
      type: 'crash:bust',
      payload: { id: 'crash-bust-9-2', roundId: '9', crashPointE2: 117 },
    } as const;
    expect(crashLanding(bust, 9, mine)).toEqual({ id: mine.id, text: 'Crashed at 1.17x' });
    expect(crashLanding(bust, 9, { ...mine, cashedOutAt: 110, payout: 110 })).toBeNull();
    expect(crashLanding(bust, 10, mine)).toBeNull();
    expect(crashLanding(bust, 9, null)).toBeNull();
    const run = { type: 'crash:run', payload: { roundId: '9', elapsedMs: 0 } } as const;
    expect(crashLanding(run, 9, mine)).toBeNull();
  });
});
