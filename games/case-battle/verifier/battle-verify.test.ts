import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { battlePull, battlePullValue, resolveBattle } from '../core';
import { casePrice } from '../../case-unbox/core';
import { exampleCaseBattle } from '../../../src/shared/contract/exampleEntities';
import type { CaseBattle } from '../../../src/shared/contract';
import {
  battleMismatches,
  proofOfBattle,
  verifyCaseBattle,
  type BattleProof,
} from './battle-verify';

const serverSeed = 'f'.repeat(63) + '1';
const knifeItems = [
  { name: 'Knife', price: 90_000, tickets: 100 },
  { name: 'Skin', price: 250, tickets: 9_900 },
  { name: 'Sticker', price: 4, tickets: 90_000 },
];
const knifeCase = {
  name: 'Knife Case',
  amount: 2,
  price: casePrice(knifeItems),
  items: knifeItems,
};
const coinItems = [
  { name: 'Heads', price: 1, tickets: 50_000 },
  { name: 'Tails', price: 2, tickets: 50_000 },
];
const coinCase = { name: 'Coin Case', amount: 1, price: casePrice(coinItems), items: coinItems };
const proof: BattleProof = {
  serverSeed,
  serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
  beaconValue: '9e1b',
  mode: 'VERSUS',
  options: [],
  playerAmount: 3,
  cases: [knifeCase, coinCase],
};

describe('verifyCaseBattle', () => {
  it('replays every pull in case order and settles like the core', () => {
    const check = verifyCaseBattle(proof);
    if (!check.ok) throw new Error(check.error);
    expect(check.seedMatches).toBe(true);
    expect(check.rounds.map((round) => round.caseName)).toEqual([
      'Knife Case',
      'Knife Case',
      'Coin Case',
    ]);
    const seeds = { serverSeed, beaconValue: '9e1b' };
    const cases = [knifeCase, knifeCase, coinCase];
    check.rounds.forEach((round, index) =>
      round.pulls.forEach((pull, seat) => {
        const { items, price } = cases[index]!;
        const drawn = battlePull(seeds, index + 1, seat, items);
        const value = battlePullValue(seeds, index + 1, seat, items, price, drawn.item);
        expect(pull).toEqual({ ...drawn, value });
      }),
    );
    const pulls = check.rounds.map((round) => round.pulls.map((pull) => pull!.item.price));
    const values = check.rounds.map((round) => round.pulls.map((pull) => pull!.value));
    expect(check.totals).toEqual([0, 1, 2].map((seat) => values.reduce((s, r) => s + r[seat]!, 0)));
    expect(check.result).toEqual(
      resolveBattle({ ...proof, seeds, pulls, values, regularRounds: 3 }),
    );
  });

  it('values each bought pull as the server does: the item, plus 0.01 when g < r', () => {
    // Recomputed here from the published rule alone: g is bytes 4..7 of the pull's HMAC,
    // r = 0.92 x price - expected value (exactly, in hundredths) of the case at its price.
    const roundingFloat = (beaconValue: string, round: number, seat: number) =>
      createHmac('sha256', serverSeed)
        .update(`${beaconValue}:${round}:${seat}`)
        .digest()
        .readUInt32BE(4);
    const givesBack = (c: typeof knifeCase, k: number) => {
      const weighted = c.items.reduce((sum, it) => sum + BigInt(it.price * it.tickets), 0n);
      // g < r  <=>  k / 2^32 < (price x 92,000 - weighted) / 100,000 (r in hundredths)
      const r = BigInt(c.price) * 92_000n - weighted;
      return BigInt(k) * 100_000n < r * 2n ** 32n;
    };
    expect([knifeCase.price, coinCase.price]).toEqual([129, 2]); // r = 0.33 and 0.34
    const cases = [knifeCase, knifeCase, coinCase];
    let up = 0;
    let pulls = 0;
    for (let n = 0; n < 40; n++) {
      const beaconValue = `v${n}`;
      const check = verifyCaseBattle({ ...proof, beaconValue });
      if (!check.ok) throw new Error(check.error);
      check.rounds.forEach((round, index) =>
        round.pulls.forEach((pull, seat) => {
          const k = roundingFloat(beaconValue, index + 1, seat);
          const back = givesBack(cases[index]!, k) ? 1 : 0;
          expect(pull!.value).toBe(pull!.item.price + back);
          up += back;
          pulls++;
        }),
      );
      // The pot is the values, the hundredths given back included, and all of it is paid.
      const pot = check.totals.reduce((a, b) => a + b, 0);
      expect(check.result.payouts.reduce((a, b) => a + b, 0)).toBe(pot);
    }
    // About a third of the pulls carry the hundredth (r is 0.33 or 0.34 here).
    expect(up / pulls).toBeGreaterThan(0.2);
    expect(up / pulls).toBeLessThan(0.5);
  });

  it('gives no hundredth back on a case priced other than by the rule', () => {
    const offPrice = { ...coinCase, price: coinCase.price + 1 };
    const check = verifyCaseBattle({ ...proof, cases: [offPrice] });
    if (!check.ok) throw new Error(check.error);
    for (const pull of check.rounds.flatMap((round) => round.pulls)) {
      expect(pull!.value).toBe(pull!.item.price);
    }
  });

  it('names respin rounds by the last case and pulls only for the tied seats', () => {
    let respun = 0;
    for (let n = 0; n < 30; n++) {
      const check = verifyCaseBattle({ ...proof, beaconValue: `r${n}`, options: ['RESPIN'] });
      if (!check.ok) throw new Error(check.error);
      const respins = check.rounds.slice(3);
      if (respins.length > 0) respun++;
      for (const round of respins) {
        expect(round).toMatchObject({ respin: true, caseName: 'Coin Case' });
        expect(round.pulls.filter((pull) => pull !== null).length).toBeGreaterThanOrEqual(2);
        // A respin pull only decides: it is worth nothing to the pot.
        for (const pull of round.pulls) if (pull) expect(pull.value).toBe(0);
      }
      const bought = check.rounds.slice(0, 3).flatMap((round) => round.pulls);
      const pot = bought.reduce((sum, pull) => sum + pull!.value, 0);
      expect(check.result.payouts.reduce((a, b) => a + b, 0)).toBe(pot);
    }
    expect(respun).toBeGreaterThan(0);
  });

  it('reports a wrong hash, a refused setup and bad seeds without throwing', () => {
    const wrongHash = verifyCaseBattle({ ...proof, serverSeedHash: 'a'.repeat(64) });
    expect(wrongHash.ok && wrongHash.seedMatches).toBe(false);
    const noHash = verifyCaseBattle({ ...proof, serverSeedHash: '' });
    expect(noHash.ok && noHash.seedMatches).toBeNull();
    expect(verifyCaseBattle({ ...proof, mode: 'TEAMS' })).toEqual({
      ok: false,
      error: 'A Team Battle is 2v2: it needs exactly 4 seats',
    });
    expect(verifyCaseBattle({ ...proof, beaconValue: 'a:b' })).toEqual({
      ok: false,
      error: 'The beacon value must be non-empty text without ":"',
    });
    expect(
      verifyCaseBattle({ ...proof, cases: [{ ...coinCase, items: [coinCase.items[0]!] }] }),
    ).toEqual({
      ok: false,
      error: 'The items cover 50000 tickets, not 100000',
    });
  });
});

describe('a battle read by id', () => {
  const revealed: CaseBattle = {
    ...exampleCaseBattle,
    state: 'GAME_COMPLETED',
    fairness: { ...exampleCaseBattle.fairness, serverSeed, beaconValue: '9e1b' },
  };

  it('becomes the proof: seeds, setup and the battle’s own case contents', () => {
    const read = proofOfBattle(revealed);
    expect(read).toEqual({
      serverSeed,
      serverSeedHash: exampleCaseBattle.fairness.serverSeedHash,
      beaconValue: '9e1b',
      mode: 'VERSUS',
      options: ['FAST_SPIN'],
      playerAmount: 2,
      cases: [
        {
          name: 'Dreams & Nightmares',
          amount: 2,
          price: exampleCaseBattle.cases[0]!.price,
          items: exampleCaseBattle.cases[0]!.items.map(({ name, price, tickets }) => ({
            name,
            price,
            tickets,
          })),
        },
      ],
    });
    expect(
      proofOfBattle({ ...revealed, fairness: { ...revealed.fairness, serverSeed: null } }),
    ).toEqual({
      error: 'This battle’s seed is revealed once its last round has been played.',
    });
  });

  it('matches the replay against the items and amounts the battle showed', () => {
    const check = verifyCaseBattle({ ...proof, playerAmount: 2 });
    if (!check.ok) throw new Error(check.error);
    const [first, second] = revealed.players;
    const itemsOf = (seat: number) =>
      check.rounds.flatMap((round) => {
        const pull = round.pulls[seat];
        return pull ? [{ ...pull.item, image: null }] : [];
      });
    const winners = check.result.winners.map((seat) => ({
      userId: revealed.players[seat]!.id,
      amount: check.result.payouts[seat]!,
    }));
    const shown = {
      ...revealed,
      outcome: [
        { userId: first!.id, itemsWon: itemsOf(0) },
        { userId: second!.id, itemsWon: itemsOf(1) },
      ],
      winners,
    };
    expect(battleMismatches(check, shown)).toEqual([]);
    // A battle still rolling has shown a prefix of the pulls.
    const rolling = {
      ...shown,
      state: 'GENERATING_OUTCOME' as const,
      outcome: shown.outcome.map((entry) => ({ ...entry, itemsWon: entry.itemsWon.slice(0, 1) })),
      winners: [],
    };
    expect(battleMismatches(check, rolling)).toEqual([]);
    const [firstItem, ...rest] = shown.outcome[0]!.itemsWon;
    const tampered = {
      ...shown,
      outcome: [
        { ...shown.outcome[0]!, itemsWon: [{ ...firstItem!, name: 'Not pulled' }, ...rest] },
      ],
      winners: winners.map((w) => ({ ...w, amount: w.amount + 1 })),
    };
    const nameOf = (userId: string) => revealed.players.find((p) => p.id === userId)!.username;
    expect(battleMismatches(check, tampered)).toEqual([
      `${first!.username}: the battle showed other items than the replay`,
      ...winners.map(
        (w) => `${nameOf(w.userId)}: the battle paid a different amount than the replay`,
      ),
    ]);
  });
});
