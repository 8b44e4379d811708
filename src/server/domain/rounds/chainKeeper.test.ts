import { describe, expect, it } from 'vitest';
import { ChainKeeper } from './chainKeeper';
import type { Leadership } from './leadership';
import type { RoundChains } from './roundChains';

// While this process leads, every round game gets a published chain and waits for its salt;
// a game is ready once salted. Losing the lead stops whatever was pending.

function leadershipStub() {
  const gain: Array<() => void> = [];
  const loss: Array<() => void> = [];
  const leadership = {
    onGain: (listener: () => void) => void gain.push(listener),
    onLoss: (listener: () => void) => void loss.push(listener),
  } as unknown as Leadership;
  return { leadership, gain: () => gain.forEach((f) => f()), lose: () => loss.forEach((f) => f()) };
}

/** Chains whose salts answer `retries` waits (of 1 ms) before they are fixed. */
function chainsSalting(retries: Record<string, number>) {
  const calls: string[] = [];
  const chains = {
    ensure: async (game: string) => void calls.push(`ensure ${game}`),
    fixSalt: async (game: string) => {
      calls.push(`fixSalt ${game}`);
      const left = retries[game] ?? 0;
      retries[game] = left - 1;
      return { retryAfterMs: left > 0 ? 1 : null };
    },
  } as unknown as RoundChains;
  return { chains, calls };
}

const GAMES = ['crash', 'roulette'];

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('ChainKeeper', () => {
  it('keeps every round game, each ready once its salt is fixed', async () => {
    const { leadership, gain } = leadershipStub();
    const { chains, calls } = chainsSalting({ roulette: 2 });
    const keeper = new ChainKeeper(chains, leadership, () => undefined, GAMES);
    const ready: string[] = [];
    keeper.onReady((game) => ready.push(game));
    keeper.start();
    gain();
    await settle();
    expect(ready.sort()).toEqual(['crash', 'roulette']);
    expect(calls.filter((c) => c === 'fixSalt roulette')).toHaveLength(3);
    expect(calls.filter((c) => c === 'fixSalt crash')).toHaveLength(1);
    keeper.stop();
  });

  it('stops waiting for a salt once the lead is lost', async () => {
    const { leadership, gain, lose } = leadershipStub();
    const { chains, calls } = chainsSalting({ crash: 1_000, roulette: 1_000 });
    const keeper = new ChainKeeper(chains, leadership, () => undefined, GAMES);
    const ready: string[] = [];
    keeper.onReady((game) => ready.push(game));
    keeper.start();
    gain();
    await settle();
    lose();
    const asked = calls.length;
    await settle();
    expect(calls.length).toBe(asked);
    expect(ready).toEqual([]);
  });

  it("reports each game's failure", async () => {
    const { leadership, gain } = leadershipStub();
    const errors: unknown[] = [];
    const chains = {
      ensure: async () => {
        throw new Error('no database');
      },
    } as unknown as RoundChains;
    const keeper = new ChainKeeper(chains, leadership, (error) => errors.push(error), GAMES);
    keeper.start();
    gain();
    await settle();
    expect(errors.map((e) => (e as Error).message)).toEqual(['no database', 'no database']);
    keeper.stop();
  });
});
