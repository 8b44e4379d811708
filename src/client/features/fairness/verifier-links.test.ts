import { describe, expect, it } from 'vitest';
import { upgradeChance } from '../../../../games/skin-upgrader/core';
import type { BetRecord } from '../../../shared/contract/instantGames';
import { betVerifierHref, verifierHref } from './verifier-links';

const fairness = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed', nonce: 7 };
const common = { id: '00000000-0000-4000-8000-000000000000', amount: 250, payout: 0 };
const createdAt = '2026-01-01T00:00:00.000Z';

describe('verifier links', () => {
  it('puts only the given fields in the query', () => {
    expect(verifierHref('mines', {})).toBe('/fairness/mines');
    expect(verifierHref('dice', { clientSeed: 'a b', nonce: 0 })).toBe(
      '/fairness/dice?clientSeed=a+b&nonce=0',
    );
  });

  it('links a dice bet with its target and direction, and the seed once revealed', () => {
    const bet: BetRecord = {
      ...common,
      game: 'dice',
      multiplier: 0,
      fairness,
      createdAt,
      outcome: { roll: 1234, target: 5050, direction: 'under', chance: 5050, win: false },
    };
    const hidden = new URL(betVerifierHref(bet), 'http://x');
    expect(hidden.pathname).toBe('/fairness/dice');
    expect(Object.fromEntries(hidden.searchParams)).toEqual({
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: 'my-seed',
      nonce: '7',
      target: '5050',
      direction: 'under',
      amount: '250',
    });
    const revealed = new URL(betVerifierHref(bet, 'cd'.repeat(32)), 'http://x');
    expect(revealed.searchParams.get('serverSeed')).toBe('cd'.repeat(32));
  });

  it('links plinko with rows and risk, mines with the mine count', () => {
    const plinko: BetRecord = {
      ...common,
      game: 'plinko',
      multiplier: 1,
      fairness,
      createdAt,
      outcome: { rows: 12, risk: 'high', path: [], bucket: 0 },
    };
    expect(betVerifierHref(plinko)).toContain('rows=12&risk=high');
    const mines: BetRecord = {
      ...common,
      game: 'mines',
      multiplier: 0,
      fairness,
      createdAt,
      outcome: { mines: 3, revealed: [4], minePositions: [4, 9, 20], state: 'busted' },
    };
    expect(betVerifierHref(mines)).toMatch(/^\/fairness\/mines\?.*mines=3/);
  });

  it('links an upgrade to /fairness/skin-upgrader with its stake, price and direction', () => {
    const bet: BetRecord = {
      ...common,
      game: 'skin-upgrader',
      multiplier: 0,
      fairness,
      createdAt,
      outcome: {
        target: {
          id: 'ak-47-redline',
          name: 'AK-47 | Redline',
          rarity: 'classified',
          price: 3_000,
        },
        direction: 'over',
        chance: 357_913_941,
        roll: 12,
        win: false,
      },
    };
    const link = new URL(betVerifierHref(bet, 'cd'.repeat(32)), 'http://x');
    expect(link.pathname).toBe('/fairness/skin-upgrader');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      serverSeed: 'cd'.repeat(32),
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: 'my-seed',
      nonce: '7',
      direction: 'over',
      amount: '250',
      price: '3000',
      item: 'AK-47 | Redline',
    });
  });

  it('adds the skins an upgrade staked, with their values', () => {
    const bet: BetRecord = {
      ...common,
      amount: 4_000,
      game: 'skin-upgrader',
      multiplier: 0,
      fairness,
      createdAt,
      outcome: {
        target: { id: 'ak-47-asiimov', name: 'AK-47 | Asiimov', rarity: 'covert', price: 10_000 },
        direction: 'under',
        chance: upgradeChance(4_000, 10_000),
        roll: 12,
        win: true,
        stake: {
          gems: 1_000,
          items: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              item: 'ak-47-redline',
              name: 'AK-47 | Redline',
              price: 3_000,
            },
          ],
        },
        winAs: 'skin',
      },
    };
    const link = new URL(betVerifierHref(bet), 'http://x');
    expect(link.searchParams.get('amount')).toBe('4000');
    expect(link.searchParams.get('skins')).toBe('AK-47 | Redline 30.00');
  });
});
