import { describe, expect, it } from 'vitest';
import { BATTLE_RESPINS_MAX } from './core';
import { fairnessDoc } from './fairnessDoc';

// The battle fairness page must explain what a tie does under each tie option, and how a
// bought pull's value is rounded.

const ties = fairnessDoc.sections.find((section) => section.heading === 'Ties');
const lines = [...(ties?.paragraphs ?? []), ...(ties?.list ?? [])];
const lineFor = (start: string) => lines.find((line) => line.startsWith(start)) ?? '';

describe('ties on the case battle fairness page', () => {
  it('explains the even split when no tie option is set', () => {
    expect(lineFor('No tie option (split)')).toMatch(/share the value of every pull evenly/);
    expect(lineFor('No tie option (split)')).toMatch(
      /left over go one each to tied seats picked by the split float/,
    );
  });

  it('explains the roll: which float, and how it picks', () => {
    expect(lineFor('Roll')).toMatch(/floor\(f × tied\) = i/);
    expect(ties?.code).toContain('`${beaconValue}:${rounds + 1}:0`');
  });

  it('says respins decide the winner, add no value to the pot, and stop after the limit', () => {
    const respin = lineFor('Respin');
    expect(respin).toMatch(/Respin pulls only decide the winner: they add no value to the pot/);
    expect(respin).toContain(`still tied after ${BATTLE_RESPINS_MAX} respins`);
    expect(respin).toMatch(/the tie splits evenly/);
  });
});

describe('a pull’s value on the case battle fairness page', () => {
  const pulls = fairnessDoc.sections.find((section) => section.heading === 'Every pull');
  const text = (pulls?.paragraphs ?? []).join('\n');

  it('says a bought pull pays what an opening pays: the item plus a fairly drawn hundredth', () => {
    expect(text).toMatch(/worth what an opening of its case pays/);
    expect(text).toMatch(/r = 0\.92 × price − expected value/);
    expect(text).toMatch(/plus 0\.01 when g, the second float of the same \(round, seat\)/);
    expect(text).toMatch(/exactly 92% of its case’s price/);
    expect(text).toMatch(/The items’ values alone decide who wins/);
    expect(text).toMatch(/A respin pull is worth nothing/);
  });

  it('gives the rounding float and the value in its formula', () => {
    expect(pulls?.code).toContain('g = next 4 bytes of the same HMAC / 2^32');
    expect(pulls?.code).toContain('value = item value + (g < r ? 0.01 : 0)');
  });
});
