import { describe, expect, it } from 'vitest';
import {
  diceVerifierFields,
  diceVerifierSchema,
  hasSeeds,
  minesVerifierSchema,
  plinkoVerifierFields,
  plinkoVerifierSchema,
  skinUpgraderVerifierFields,
  skinUpgraderVerifierSchema,
  verifierDefaults,
  type VerifierFormText,
} from './verifier-schema';

const seeds = {
  serverSeed: 'f2ac89b608eeb01312d115bce6741b32',
  serverSeedHash: '',
  clientSeed: '86ff027f15c48241af7f54a726690ee7',
  nonce: '3',
  amount: '2.50',
};

describe('verifier forms', () => {
  it('turn the texts into the cores’ numbers', () => {
    expect(
      diceVerifierSchema.parse({ ...seeds, target: '50.5', direction: 'under' }),
    ).toMatchObject({ nonce: 3, amount: 250, target: 5050, direction: 'under' });
    expect(plinkoVerifierSchema.parse({ ...seeds, rows: '12', risk: 'high' })).toMatchObject({
      rows: 12,
      risk: 'high',
    });
    expect(minesVerifierSchema.parse({ ...seeds, mines: '24' })).toMatchObject({ mines: 24 });
  });

  it('refuse what the contract refuses, naming the field', () => {
    const issues = (result: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) =>
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
    const bad = diceVerifierSchema.safeParse({
      ...seeds,
      clientSeed: 'has space',
      nonce: '-1',
      serverSeedHash: 'nothex',
      target: '1.00',
      direction: 'over',
    });
    expect(bad.success).toBe(false);
    const messages = issues(bad);
    expect(messages.clientSeed).toMatch(/visible ASCII/);
    expect(messages.nonce).toBe('The nonce is a whole number from 0');
    expect(messages.serverSeedHash).toMatch(/64 lowercase hex/);

    const chance = diceVerifierSchema.safeParse({ ...seeds, target: '1.00', direction: 'over' });
    expect(issues(chance).target).toBe('Win chance must be between 0.01% and 98.00%');
    expect(issues(plinkoVerifierSchema.safeParse({ ...seeds, rows: '7', risk: 'low' })).rows).toBe(
      'Rows must be from 8 to 16',
    );
    expect(issues(minesVerifierSchema.safeParse({ ...seeds, mines: '25' })).mines).toBe(
      'Mines must be from 1 to 24',
    );
  });

  it('take the skins an upgrade staked, no more than the stake', () => {
    const base = { ...seeds, amount: '40.00', price: '100.00', direction: 'under', item: '' };
    expect(
      skinUpgraderVerifierSchema.parse({ ...base, skins: 'AK-47 | Redline 30.00' }),
    ).toMatchObject({ amount: 4_000, skins: [{ name: 'AK-47 | Redline', price: 3_000 }] });
    const over = skinUpgraderVerifierSchema.safeParse({ ...base, skins: 'A 30.00; B 20.00' });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['skins', 'The skins are worth more than the stake: the stake is the skins and the gems'],
    ]);
    const bad = skinUpgraderVerifierSchema.safeParse({ ...base, skins: 'AK-47 | Redline' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['skins']);
  });

  it('take an upgrade’s stake, price and direction, refusing terms the core refuses', () => {
    expect(
      skinUpgraderVerifierSchema.parse({
        ...seeds,
        price: '30.00',
        direction: 'over',
        item: ' X ',
      }),
    ).toMatchObject({ amount: 250, price: 3_000, direction: 'over', item: 'X' });
    const cheap = skinUpgraderVerifierSchema.safeParse({
      ...seeds,
      price: '2.50',
      direction: 'under',
      item: '',
    });
    expect(cheap.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'Pick a skin worth more than your stake of 2.50'],
    ]);
    const price = skinUpgraderVerifierSchema.safeParse({
      ...seeds,
      price: 'x',
      direction: 'under',
      item: '',
    });
    expect(price.error?.issues[0]?.message).toBe('Enter the skin’s price in gems, e.g. 30.00');
  });

  it('accepts a hash in capitals', () => {
    const hash = 'AB'.repeat(32);
    expect(
      minesVerifierSchema.parse({ ...seeds, serverSeedHash: hash, mines: '3' }).serverSeedHash,
    ).toBe(hash.toLowerCase());
  });

  it('fills from a link’s query, with hundredths shown as gems and points', () => {
    const query = new URLSearchParams(
      'serverSeed=abc&clientSeed=me&nonce=7&target=5050&direction=under&amount=250',
    );
    const values: VerifierFormText = verifierDefaults(query, diceVerifierFields);
    expect(values).toEqual({
      serverSeed: 'abc',
      serverSeedHash: '',
      clientSeed: 'me',
      nonce: '7',
      target: '50.50',
      direction: 'under',
      amount: '2.50',
    });
    expect(hasSeeds(values)).toBe(true);
    expect(hasSeeds(verifierDefaults(new URLSearchParams()))).toBe(false);
  });

  it("fills a game's own fields only, with their defaults where the link is silent", () => {
    const query = new URLSearchParams('rows=12&target=5050&price=abc');
    expect(verifierDefaults(query, plinkoVerifierFields)).toMatchObject({
      rows: '12',
      risk: 'medium',
    });
    expect(verifierDefaults(query, plinkoVerifierFields)).not.toHaveProperty('target');
    // A hundredths field the link gives badly keeps its default.
    expect(verifierDefaults(query, skinUpgraderVerifierFields)).toMatchObject({
      price: '30.00',
      direction: 'over',
    });
    // An added game's field: whatever its verifier names it.
    expect(verifierDefaults(new URLSearchParams('call=low'), { call: 'high' }).call).toBe('low');
    expect(verifierDefaults(new URLSearchParams(), { call: 'high' }).call).toBe('high');
  });
});
