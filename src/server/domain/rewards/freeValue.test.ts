import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { casePrice } from '../../../../games/case-unbox/core/price';
import { CASE_TICKETS_TOTAL } from '../../../../games/case-unbox/core/tickets';
import { binomial } from '../../../../games/fair';
import {
  PLINKO_RISKS,
  PLINKO_ROWS_MAX,
  PLINKO_ROWS_MIN,
  plinkoTableE4,
} from '../../../../games/plinko/core';
import { GAMES } from '../../../../games/registry';
import { WHEEL_TICKETS_TOTAL, WHEEL_TIERS } from '../../../../games/reward-wheel/core';
import { rouletteBetParams } from '../../../../games/roulette/core';
import { exactReturn } from '../../../../games/roulette/core/strategy-return';
import { AFFILIATE_COMMISSION_BPS, REFERRAL_FREE_CASES } from '../../../shared/affiliates';
import { FREE_CASE_ITEM } from '../../../shared/inventory-items';
import { MAX_LEVEL, xpToReach } from '../../../shared/levels';
import { DAILY_CASE_TIERS, levelReward, rakebackRateBps } from '../../../shared/rewards';
import { testConfig } from '../../config';
import { wagerHouseEdgeE4 } from '../accruals/wagerHouseEdge';
import { officialCaseDefinitions } from '../cases/catalogue/officialCases';
import { SnapshotPriceFeed } from '../cases/pricing/snapshotPriceFeed';
import { racePrizes } from '../races/racePrizes';
import { KEPT_EDGE_BPS, wheelValue } from './playCover';

// Free value (the issue: "sound books"): what a player is given rather than wins must be
// bounded by the house edge they paid to unlock it, or need something a fresh account
// cannot get for free. The cost of a gem wagered is its edge less what follows it (the
// best rakeback and a colluding referrer's commission); XP is 1 per 1.00 gem wagered
// (levels.ts). Values are expected values in hundredths, from the rules' own constants and
// today's snapshot prices. Each reward is classified below: 'bounded' is asserted; 'open'
// lists a reward that is not bounded that way today, with its numbers, so that changing it
// (or adding a reward) means looking at this list again.

const RAKEBACK_BEST_BPS = Math.max(
  ...Array.from({ length: MAX_LEVEL + 1 }, (_, level) => rakebackRateBps(level)),
);
const FOLLOWERS = (RAKEBACK_BEST_BPS + AFFILIATE_COMMISSION_BPS) / 10_000;

/** The least a gem wagered costs in expectation, over plinko's tables (its cheapest game). */
const cheapestCostPerGem = (() => {
  const plinkoEdge = GAMES.find((g) => g.kind === 'plinko')!.houseEdgeBps / 10_000;
  let best = Infinity;
  for (const risk of PLINKO_RISKS)
    for (let rows = PLINKO_ROWS_MIN; rows <= PLINKO_ROWS_MAX; rows++) {
      const rtp =
        plinkoTableE4(rows, risk).reduce((s, m, k) => s + Number(binomial(rows, k)) * m, 0) /
        (2 ** rows * 10_000);
      best = Math.min(best, 1 - rtp - plinkoEdge * FOLLOWERS);
    }
  return best;
})();

/**
 * What the least wagering the play-cover rule accepts for `value` costs in expectation:
 * the rule counts the edge kept after the best rakeback and a commission, and the cheapest
 * game's true cost per gem is at least its kept edge.
 */
function playCovering(value: number): number {
  const keptPerGem = (minNominalBps / 10_000) * (KEPT_EDGE_BPS / 10_000);
  const wagered = value / keptPerGem;
  return wagered * cheapestCostPerGem;
}

/** The least nominal edge of a game the rule counts (covered green states 0 and adds none). */
const minNominalBps = Math.min(...GAMES.map((g) => g.houseEdgeBps).filter((bps) => bps > 0));

/** The challenges the migrations seed: key, reward (hundredths) and period. */
function seededChallenges(): { id: string; reward: number; period: string }[] {
  const seed = readFileSync(
    new URL('../../db/migrations/0024_challenges.sql', import.meta.url),
    'utf8',
  );
  const rows = [
    ...seed.matchAll(
      /\('([a-z0-9-]+)', '[A-Z]+',[^)]*?, (\d+), (\d+), '(daily|weekly|none)', \d+\)/g,
    ),
  ];
  return rows.map(([, id, , reward, period]) => ({
    id: id!,
    reward: Number(reward),
    period: period!,
  }));
}

interface Reward {
  name: string;
  /** Expected hundredths given. */
  value: number;
  /** Expected hundredths of edge a player must pay first (0: none needed). */
  cost: number;
  verdict: 'bounded' | 'open';
}

async function rewards(): Promise<Reward[]> {
  const cases = new Map(
    (await officialCaseDefinitions(new SnapshotPriceFeed())).map((box) => [box.slug, box]),
  );
  const valueOf = (slug: string) =>
    cases
      .get(slug)!
      .items.reduce((sum, item) => sum + (item.price * item.tickets) / CASE_TICKETS_TOTAL, 0);
  // a free case opens the cheapest site case (cases/freeCaseEffect.ts)
  const cheapest = [...cases.values()].sort(
    (a, b) => casePrice(a.items) - casePrice(b.items) || (a.slug < b.slug ? -1 : 1),
  )[0]!;
  const freeCase = valueOf(cheapest.slug);
  const toReach = (level: number) => xpToReach(level) * 100 * cheapestCostPerGem;

  const list: Reward[] = [];
  // level rewards, all of them up to each level, against the wagering that level needs
  let given = 0;
  for (let level = 1; level <= MAX_LEVEL; level++) {
    const reward = levelReward(level)!;
    given += reward.gems;
    given += reward.items.filter((i) => i.item === FREE_CASE_ITEM).length * freeCase;
    list.push({
      name: `level rewards up to ${level}`,
      value: given,
      cost: toReach(level),
      verdict: 'bounded',
    });
  }
  // Daily value needs today's play (playCover.ts): a daily case or a spin opens only when
  // the edge kept of the last 24 h of wagers covers it and every daily reward taken in them,
  // so each day's stream costs at least what it gives.
  for (const tier of DAILY_CASE_TIERS)
    list.push({
      name: `daily case of level ${tier.level} (${tier.slug}), per day`,
      value: valueOf(tier.slug),
      cost: playCovering(valueOf(tier.slug)),
      verdict: 'bounded',
    });
  WHEEL_TIERS.forEach((wheel, tier) => {
    const value =
      wheel.segments.reduce((sum, s) => sum + s.prize * s.tickets, 0) / WHEEL_TICKETS_TOTAL;
    expect(wheelValue(tier)).toBeCloseTo(value, 9);
    list.push({
      name: `reward wheel, level ${wheel.minLevel}, per day`,
      value,
      cost: playCovering(value),
      verdict: 'bounded',
    });
  });
  // a sign-up through a referral link: its free cases open once the player's own play
  // covers them (playCover.ts ensureReferralCases)
  list.push({
    name: `referral sign-up: ${REFERRAL_FREE_CASES} free cases`,
    value: REFERRAL_FREE_CASES * freeCase,
    cost: playCovering(REFERRAL_FREE_CASES * freeCase),
    verdict: 'bounded',
  });
  // Challenges pay from promotions (challenges.ts): a claim needs the play of its window
  // (a day, a week, ever) to cover it and every free reward taken in that window
  // (playCover.ts ensureChallenge), the same count the daily rewards weigh, so a window's
  // rewards together cost at least what they give.
  for (const challenge of seededChallenges())
    list.push({
      name: `challenge ${challenge.id}, ${challenge.period === 'none' ? 'once' : `per ${challenge.period === 'daily' ? 'day' : 'week'}`}`,
      value: challenge.reward,
      cost: playCovering(challenge.reward),
      verdict: 'bounded',
    });
  // a race's first prize against the smallest wager that can place in an empty race; left
  // open: a race is a contest among players, and bounding it would need a minimum field
  const { dailyPool, weeklyPool } = testConfig().races;
  for (const [name, pool] of [
    ['daily', dailyPool],
    ['weekly', weeklyPool],
  ] as const)
    list.push({
      name: `${name} race, first prize in a race nobody else entered`,
      value: racePrizes(pool)[0]!,
      cost: 1 * cheapestCostPerGem,
      verdict: 'open',
    });
  return list;
}

describe('free value against the edge paid to unlock it', () => {
  it('a gem wagered costs at least this much on any game but covered green', () => {
    expect(cheapestCostPerGem).toBeGreaterThan(0);
    expect(cheapestCostPerGem).toBeLessThan(0.01);
  });

  it('reads every seeded challenge', () => {
    const seeded = seededChallenges();
    expect(seeded).toHaveLength(16);
    expect(seeded.find((c) => c.id === 'daily-dice-wager')).toEqual({
      id: 'daily-dice-wager',
      reward: 15,
      period: 'daily',
    });
  });

  it('every bounded reward gives at most the edge its unlock costs', async () => {
    const all = await rewards();
    for (const reward of all.filter((r) => r.verdict === 'bounded'))
      expect(reward.value, `${reward.name}: costs ${reward.cost.toFixed(2)}`).toBeLessThanOrEqual(
        reward.cost,
      );
  });

  it('the open ones are exactly these, and they are open indeed', async () => {
    const open = (await rewards()).filter((r) => r.verdict === 'open');
    for (const reward of open) expect(reward.value, reward.name).toBeGreaterThan(reward.cost);
    expect(open.map((r) => r.name)).toEqual([
      'daily race, first prize in a race nobody else entered',
      'weekly race, first prize in a race nobody else entered',
    ]);
  });

  it('a green bet on a covered jackpot costs nothing, so it earns no XP, race or challenge credit', () => {
    // Returns exactly 100% at its best moment, so it states no edge (jackpot.ts
    // rouletteBetParams): no rakeback or commission, and as a wager of no edge it earns no XP
    // (rouletteSettlement.ts), no race score (races.ts) and no challenge step (challenges.ts);
    // its edge counts for no play cover either. What wagering unlocks is bounded by the edge
    // paid on the other games (xp.test.ts checks a green bet against a red one).
    const { returned, staked } = exactReturn({
      streak: 2,
      pool: 1_000_000_000,
      earlier: [],
      rounds: [{ mine: 100_000, others: [] }],
    });
    expect(returned).toBe(staked);
    expect(wagerHouseEdgeE4(100_000, 670, rouletteBetParams('GREEN'))).toBe(0);
    expect(wagerHouseEdgeE4(100_000, 670, rouletteBetParams('RED'))).toBe(100_000 * 670);
  });
});
