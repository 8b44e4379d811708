import { describe, expect, it } from 'vitest';
import { BATTLE_RESPINS_MAX } from '../../../../../games/case-battle/core';
import { fairnessCaseBattles } from './case-battles';

// The battle fairness page must explain what a tie does under each tie option.

const ties = fairnessCaseBattles.sections.find((section) => section.heading === 'Ties');
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
