import { describe, expect, it } from 'vitest';
import { upgradeChance } from './core';
import { skinUpgraderBetBodySchema, skinUpgraderGame } from './game';

// The Skin Upgrader's manifest: what a bet staking skins settles on, and its body's checks.

const target = { id: 'ak-47-asiimov', name: 'AK-47 | Asiimov', rarity: 'covert', price: 10_000 };
const items = new Map([[target.id, target]]);
const redline = {
  id: '00000000-0000-4000-8000-000000000001',
  item: 'ak-47-redline',
  name: 'AK-47 | Redline',
  price: 3_000,
};
const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 };

describe('skinUpgraderGame with skins', () => {
  const rules = skinUpgraderGame.pricedBet!;

  it('stakes the skins with the gems and keeps both in the choice and the outcome', () => {
    const bet = {
      amount: 1_000,
      target: target.id,
      direction: 'under' as const,
      winAs: 'skin' as const,
    };
    const priced = rules.price({ ...bet, items: [redline.id] }, items, [redline]);
    expect(priced).toEqual({
      ok: true,
      amount: 4_000,
      choice: {
        target,
        chance: upgradeChance(4_000, 10_000),
        direction: 'under',
        stake: { gems: 1_000, items: [redline] },
        winAs: 'skin',
      },
    });
    if (!priced.ok) return;
    expect(rules.heldItems!({ ...bet, items: [redline.id] })).toEqual([redline.id]);
    expect(rules.keepsWonItem!(priced.choice)).toBe(true);
    expect(skinUpgraderGame.outcome(seeds, priced.choice)).toMatchObject({
      stake: { gems: 1_000, items: [redline] },
      winAs: 'skin',
    });
  });

  it('leaves a bet of gems as it was: no stake, no win choice', () => {
    const priced = rules.price({ amount: 1_000, target: target.id, direction: 'over' }, items, []);
    if (!priced.ok) throw new Error(priced.message);
    expect(priced.choice).toEqual({
      target,
      chance: upgradeChance(1_000, 10_000),
      direction: 'over',
    });
    expect(rules.keepsWonItem!(priced.choice)).toBe(false);
    const outcome = skinUpgraderGame.outcome(seeds, priced.choice);
    expect(Object.keys(outcome).sort()).toEqual(['chance', 'direction', 'roll', 'target', 'win']);
  });

  it('takes 0 gems only with skins, and each skin once', () => {
    const base = { target: target.id, direction: 'under' };
    expect(skinUpgraderBetBodySchema.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(
      skinUpgraderBetBodySchema.safeParse({ ...base, amount: 0, items: [redline.id] }).success,
    ).toBe(true);
    expect(
      skinUpgraderBetBodySchema.safeParse({ ...base, amount: 0, items: [redline.id, redline.id] })
        .success,
    ).toBe(false);
    expect(
      skinUpgraderBetBodySchema.safeParse({ ...base, amount: -1, items: [redline.id] }).success,
    ).toBe(false);
  });
});
