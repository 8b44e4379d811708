import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryBet } from '../../../shared/contract/betHistory';
import { exampleHistoryBets } from '../../../shared/contract/exampleHistory';
import {
  HISTORY_FILTERS,
  fairnessText,
  gameNameOf,
  historySummary,
  historyVerifyHref,
  loadHistoryLines,
  seedHashOf,
} from './bet-history-display';

const ofGame = <G extends HistoryBet['game']>(game: G) =>
  exampleHistoryBets.find((bet) => bet.game === game) as Extract<HistoryBet, { game: G }>;

const query = (href: string | null) => Object.fromEntries(new URL(href!, 'http://x').searchParams);

describe('the bet history lines', () => {
  // As the history does with each page: the lines of the games on it, from their manifests.
  beforeAll(() => loadHistoryLines(exampleHistoryBets.map((bet) => bet.game)));

  it("name each game as the lobby does, and offer the playable games' filters", () => {
    expect(gameNameOf('crash')).toBe('Crash');
    expect(gameNameOf('coin-flip')).toBe('Coin Flip');
    expect(gameNameOf('case-unbox')).toBe('Case Opening');
    expect(gameNameOf('no-such-game')).toBe('no-such-game');
    const kinds = HISTORY_FILTERS.map((filter) => filter.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'dice',
        'plinko',
        'mines',
        'crash',
        'roulette',
        'coin-flip',
        'case-battle',
      ]),
    );
  });

  it('say how a battle seat went and verify it by its battle', () => {
    const battle = ofGame('case-battle');
    expect(gameNameOf('case-battle')).toBe('Case Battles');
    expect(historySummary(battle)).toBe('Seat 1 · won');
    expect(historySummary({ ...battle, outcome: { seat: 2, won: false, cancelled: false } })).toBe(
      'Seat 3 · lost',
    );
    expect(historyVerifyHref(battle, undefined)).toBe(
      `/fairness/case-battles?battle=${battle.fairness.battleId}`,
    );
    const closed = {
      ...battle,
      fairness: { ...battle.fairness, serverSeed: null, beaconRound: null, beaconValue: null },
      outcome: { seat: 0, won: false, cancelled: true },
    };
    expect(historySummary(closed)).toBe('Seat 1 · battle closed, price returned');
    expect(historyVerifyHref(closed, undefined)).toBeNull();
    expect(seedHashOf(battle)).toBeNull();
    expect(fairnessText(battle)).toBe('Beacon round 12345679');
    expect(fairnessText(closed)).toBe('Never started');
  });

  it('say what happened in each game', () => {
    const crash = ofGame('crash');
    expect(historySummary(crash)).toBe('Cashed out at 2.50x · crashed at 4.31x · auto 2.50x');
    expect(
      historySummary({
        ...crash,
        outcome: { autoCashout: null, cashedOutAt: null, crashPoint: 112 },
      }),
    ).toBe('Crashed at 1.12x before cashing out');
    const roulette = ofGame('roulette');
    expect(historySummary(roulette)).toBe('Red · landed 0 · Green');
    expect(
      historySummary({
        ...roulette,
        outcome: { option: 'GREEN', slot: 0, result: 'TRIPLE_GREEN', jackpot: 4_150 },
      }),
    ).toBe('Green · landed 0 · Triple green · jackpot share 41.50 gems');
    const flip = ofGame('coin-flip');
    expect(historySummary(flip)).toBe('CT · CT won');
    expect(
      historySummary({ ...flip, outcome: { side: 'T', winningSide: null, cancelled: true } }),
    ).toBe('T · cancelled, stake returned');
    expect(historySummary(ofGame('case-unbox'))).toBe(
      'Recoil Case · Glock-18 | Winterized · ticket 51,234',
    );
    expect(historySummary(ofGame('dice'))).toBe('Roll 73.21 · over 50.00');
  });

  it('link each bet to the page that verifies it, filled in', () => {
    const crash = ofGame('crash');
    expect(historyVerifyHref(crash, undefined)).toBe(
      `/fairness/roulette?game=crash&hash=${crash.fairness.roundHash}`,
    );
    const roulette = ofGame('roulette');
    expect(query(historyVerifyHref(roulette, undefined))).toEqual({
      game: 'roulette',
      hash: roulette.fairness.roundHash,
    });
    const flip = ofGame('coin-flip');
    expect(historyVerifyHref(flip, undefined)).toMatch(/^\/fairness\/coinflip\?/);
    expect(query(historyVerifyHref(flip, undefined))).toEqual({
      serverSeed: flip.fairness.serverSeed,
      serverSeedHash: flip.fairness.serverSeedHash,
      beaconValue: flip.fairness.beaconValue,
    });
    // A cancelled flip decided nothing: there is nothing to verify.
    expect(
      historyVerifyHref(
        {
          ...flip,
          fairness: { ...flip.fairness, serverSeed: null, beaconValue: null },
          outcome: { side: 'CT', winningSide: null, cancelled: true },
        },
        undefined,
      ),
    ).toBeNull();

    const opening = ofGame('case-unbox');
    expect(historyVerifyHref(opening, undefined)).toMatch(/^\/fairness\/case-opening\?/);
    expect(query(historyVerifyHref(opening, 'f'.repeat(64)))).toEqual({
      serverSeed: 'f'.repeat(64),
      serverSeedHash: opening.fairness.serverSeedHash,
      clientSeed: opening.fairness.clientSeed,
      nonce: String(opening.fairness.nonce),
      case: 'recoil-case',
    });
    expect(query(historyVerifyHref(opening, undefined)).serverSeed).toBeUndefined();
    expect(historyVerifyHref(ofGame('dice'), undefined)).toMatch(/^\/fairness\/dice\?/);
  });

  it('wait for a seed only where a seed pair decided the bet', () => {
    expect(seedHashOf(ofGame('dice'))).toBe(ofGame('dice').fairness.serverSeedHash);
    expect(seedHashOf(ofGame('case-unbox'))).toBe(ofGame('case-unbox').fairness.serverSeedHash);
    expect(seedHashOf(ofGame('crash'))).toBeNull();
    expect(seedHashOf(ofGame('roulette'))).toBeNull();
    expect(seedHashOf(ofGame('coin-flip'))).toBeNull();
    expect(fairnessText(ofGame('roulette'))).toBe('Round 3,104');
    expect(fairnessText(ofGame('coin-flip'))).toBe(
      'drand quicknet (League of Entropy) round 12345678',
    );
    expect(fairnessText(ofGame('dice'))).toBe('Nonce 6');
  });
});
