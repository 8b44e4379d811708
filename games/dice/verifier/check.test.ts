import { describe, expect, it } from 'vitest';
import { typedSeeds } from '../../../src/client/features/fairness/verifier-test-fixtures';
import { DICE_VECTORS } from '../../fair/vectors/publishedVectors';
import { verifierDefaults } from '../../../src/client/features/fairness/verifier-schema';
import { playDice } from '../core';
import { diceVerifierFields, diceVerifierSchema } from './check';

const seeds = typedSeeds;
/** Each refused field's message, by the field's path. */
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the dice verifier', () => {
  it('turns the texts into the core’s numbers', () => {
    expect(
      diceVerifierSchema.parse({ ...seeds, target: '50.5', direction: 'under' }),
    ).toMatchObject({ nonce: 3, amount: 250, target: 5050, direction: 'under' });
  });

  it('refuses what the contract refuses, naming the field', () => {
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
  });

  it('fills from a link’s query, the target given in hundredths', () => {
    const query = new URLSearchParams(
      'serverSeed=abc&clientSeed=me&nonce=7&target=5050&direction=under&amount=250',
    );
    expect(verifierDefaults(query, diceVerifierFields)).toEqual({
      serverSeed: 'abc',
      serverSeedHash: '',
      clientSeed: 'me',
      nonce: '7',
      target: '50.50',
      direction: 'under',
      amount: '2.50',
    });
  });

  it('reproduces the published dice rolls', () => {
    const { serverSeed, clientSeed, rolls } = DICE_VECTORS;
    rolls.forEach((roll, nonce) => {
      const result = playDice({ serverSeed, clientSeed, nonce }, 100, 5050, 'over');
      expect(result.roll).toBe(roll);
      expect(result.win).toBe(roll > 5050);
      expect(result.payout).toBe(result.win ? 200 : 0);
    });
  });
});
