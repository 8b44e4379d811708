import { describe, expect, it } from 'vitest';
import { coinFlipGame } from '../../games/coin-flip/game';
import { crashGame } from '../../games/crash/game';
import { GAMES } from '../../games/registry';
import { lowOrHigh } from '../helpers/lowOrHighGame';
import { oddOrEven } from '../helpers/oddOrEvenGame';
import { derivedGameCalls, derivedGameEvents } from '../../src/shared/contract/derivedGameContract';

// A registered game whose API its manifest derives is documented with the contract's own
// calls and events; a game whose API the product spec fixed is not listed twice.

describe('the derived games contract', () => {
  const games = [coinFlipGame, crashGame, oddOrEven, lowOrHigh];

  it("lists a derived room game's and round game's calls by operation id", () => {
    const calls = derivedGameCalls(games);
    expect(
      Object.fromEntries(Object.entries(calls).map(([id, c]) => [id, `${c.method} ${c.path}`])),
    ).toEqual({
      oddOrEvenList: 'GET /games/odd-or-even',
      oddOrEvenGet: 'GET /games/odd-or-even/:id',
      oddOrEvenCreate: 'POST /games/odd-or-even',
      oddOrEvenJoin: 'POST /games/odd-or-even/:id/join',
      oddOrEvenHouse: 'POST /games/odd-or-even/:id/bot',
      oddOrEvenCancel: 'POST /games/odd-or-even/:id/cancel',
      lowOrHighRound: 'GET /games/low-or-high/round',
      lowOrHighHistory: 'GET /games/low-or-high/history',
      lowOrHighBet: 'POST /games/low-or-high/bet',
    });
    expect(calls.lowOrHighBet!.body.safeParse({ amount: 100, side: 'high' }).success).toBe(true);
    expect(calls.lowOrHighBet!.body.safeParse({ amount: 100, side: 'middle' }).success).toBe(false);
  });

  it('lists their socket events, captures included', () => {
    expect(Object.keys(derivedGameEvents(games)).sort()).toEqual([
      'capture.low-or-high',
      'capture.odd-or-even',
      'low-or-high.round',
      'odd-or-even.game',
      'odd-or-even.games',
    ]);
  });

  it("adds nothing for the site's games: their APIs are the spec's", () => {
    expect(derivedGameCalls(GAMES)).toEqual({});
    expect(derivedGameEvents(GAMES)).toEqual({});
  });
});
