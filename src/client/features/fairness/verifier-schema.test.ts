import { describe, expect, it } from 'vitest';
import { typedSeeds } from './verifier-test-fixtures';
import { z } from 'zod';
import {
  hasSeeds,
  verifierDefaults,
  verifierSeedFields,
  type VerifierOwnFields,
} from './verifier-schema';

// The fields every game's verifier shares, and how a link fills a game's own (each game's
// own form is tested in games/<game>/verifier).

const seeds = typedSeeds;
/** A game's own fields, as a verifier names them: one plain, one in hundredths. */
const own: VerifierOwnFields = { call: 'high', line: { hundredths: '50.50' } };
const seedsOnly = z.object(verifierSeedFields);

describe('verifier forms', () => {
  it('turn the shared texts into numbers, refusing what the contract refuses', () => {
    expect(seedsOnly.parse(seeds)).toMatchObject({ nonce: 3, amount: 250 });
    const bad = seedsOnly.safeParse({
      ...seeds,
      clientSeed: 'has space',
      nonce: '-1',
      serverSeedHash: 'nothex',
    });
    const messages = Object.fromEntries(
      (bad.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.clientSeed).toMatch(/visible ASCII/);
    expect(messages.nonce).toBe('The nonce is a whole number from 0');
    expect(messages.serverSeedHash).toMatch(/64 lowercase hex/);
  });

  it('accepts a hash in capitals', () => {
    const hash = 'AB'.repeat(32);
    expect(seedsOnly.parse({ ...seeds, serverSeedHash: hash }).serverSeedHash).toBe(
      hash.toLowerCase(),
    );
  });

  it('fill from a link’s query, with hundredths shown as gems and points', () => {
    const query = new URLSearchParams('serverSeed=abc&clientSeed=me&nonce=7&line=5050&amount=250');
    const values = verifierDefaults(query, own);
    expect(values).toEqual({
      serverSeed: 'abc',
      serverSeedHash: '',
      clientSeed: 'me',
      nonce: '7',
      call: 'high',
      line: '50.50',
      amount: '2.50',
    });
    expect(hasSeeds(values)).toBe(true);
    expect(hasSeeds(verifierDefaults(new URLSearchParams()))).toBe(false);
  });

  it("fill a game's own fields only, with their defaults where the link is silent", () => {
    const query = new URLSearchParams('call=low&line=abc&rows=12');
    expect(verifierDefaults(query, own)).toMatchObject({ call: 'low', line: '50.50' });
    expect(verifierDefaults(query, own)).not.toHaveProperty('rows');
    expect(verifierDefaults(new URLSearchParams(), own).call).toBe('high');
  });
});
