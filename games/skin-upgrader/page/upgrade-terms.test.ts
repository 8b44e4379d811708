import { describe, expect, it } from 'vitest';
import { UPGRADE_CHANCE_MAX } from '../core';
import { formatRoll, rowChance, upgradeTerms } from './upgrade-terms';

const redline = {
  id: 'ak-47-redline',
  name: 'AK-47 | Redline',
  rarity: 'classified' as const,
  image: null,
  price: 3_000,
};

describe('upgradeTerms', () => {
  it('asks for a skin, then a stake', () => {
    expect(upgradeTerms(1_000, null)).toEqual({
      state: 'empty',
      message: 'Pick a skin to see your chance.',
    });
    expect(upgradeTerms(null, redline)).toEqual({ state: 'empty', message: 'Enter your stake.' });
  });

  it('shows the chance and the multiplier the server will settle with', () => {
    const view = upgradeTerms(1_000, redline);
    expect(view).toMatchObject({
      state: 'ready',
      chance: '30.00%',
      multiplier: '3.00x',
      note: null,
      quote: { stake: 1_000, resized: false },
    });
  });

  it('says when the stake is lowered to the 75% ceiling', () => {
    const view = upgradeTerms(2_900, redline);
    expect(view).toMatchObject({
      state: 'ready',
      chance: '75.00%',
      note: 'Stake lowered to 25.00: 75% is the highest chance',
      quote: { stake: 2_500, chance: UPGRADE_CHANCE_MAX },
    });
  });

  it('refuses in the core’s words, with the stake that reaches 1%', () => {
    expect(upgradeTerms(10, { ...redline, price: 97_773 })).toEqual({
      state: 'refused',
      message: 'The chance would be below 1%: stake at least 10.87 for this skin',
      minStake: 1_087,
    });
    expect(upgradeTerms(3_000, redline)).toEqual({
      state: 'refused',
      message: 'Pick a skin worth more than your stake of 30.00',
      minStake: null,
    });
  });
});

describe('rowChance and formatRoll', () => {
  it('give the list’s chance per skin, or nothing when refused', () => {
    expect(rowChance(1_000, 3_000)).toBe('30.00%');
    expect(rowChance(1_000, 900)).toBeNull();
    expect(rowChance(null, 3_000)).toBeNull();
    expect(rowChance(1_000, null)).toBeNull();
  });

  it('words a roll as its place on the gauge', () => {
    expect(formatRoll(0)).toBe('0.0000');
    expect(formatRoll(2 ** 31)).toBe('50.0000');
    expect(formatRoll(2 ** 32 - 1)).toBe('99.9999');
  });
});

describe('upgradeTerms with skins staked', () => {
  const asiimov = { ...redline, id: 'ak-47-asiimov', name: 'AK-47 | Asiimov', price: 10_000 };

  it('quotes the skins and the gems as one stake', () => {
    expect(upgradeTerms(1_000, asiimov, [3_000])).toMatchObject({
      state: 'ready',
      chance: '36.00%',
      quote: { stake: 4_000, gems: 1_000, itemsValue: 3_000 },
      note: null,
    });
    // Skins alone: no gems needed.
    expect(upgradeTerms(null, asiimov, [3_000])).toMatchObject({
      state: 'ready',
      quote: { stake: 3_000, gems: 0 },
    });
  });

  it('lowers only the gems at the ceiling, and refuses skins past it', () => {
    expect(upgradeTerms(1_000, asiimov, [8_000])).toMatchObject({
      state: 'ready',
      quote: { stake: 8_333, gems: 333 },
      note: 'Gems lowered to 3.33: 75% is the highest chance',
    });
    expect(upgradeTerms(0, asiimov, [8_400])).toMatchObject({ state: 'refused', minStake: null });
  });
});
