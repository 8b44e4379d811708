import { z } from 'zod';
import { roundHmac } from '../../games/fair/chain';
import type { RoundBetRules, RoundGameManifest } from '../../games/manifest';
import {
  LOW_OR_HIGH_EDGE_BPS,
  LOW_OR_HIGH_SIDES,
  type LowOrHighSide,
  lowOrHighPayout,
  slotOfHmac,
  slotText,
} from '../fixtures/games/low-or-high/core';

// "Low or high", a round game no registry holds, for the tests that add one through its
// manifest alone (tests/integration/roundPlugin.test.ts): the fixture game's rules
// (tests/fixtures/games/low-or-high/core.ts, which the plug-in proof plugs in whole), with a
// manifest of its own here, since the fixture's imports are those of its plugged-in place.

export { winningSide } from '../fixtures/games/low-or-high/core';
export type Side = LowOrHighSide;
const side = z.enum(LOW_OR_HIGH_SIDES, { error: 'Pick low or high' });
type Choice = { side: Side };
type Outcome = { slot: number };

export const lowOrHigh: RoundGameManifest<'low-or-high', Outcome, Choice> & {
  bets: RoundBetRules<Choice, Outcome>;
} = {
  kind: 'low-or-high',
  name: 'Low or High',
  location: 'GAMES',
  play: 'round',
  houseEdgeBps: LOW_OR_HIGH_EDGE_BPS,
  longestRevealMs: 0,
  clock: { bettingMs: 10_000, resultMs: 2_000 },
  betsPerRound: { most: 2, code: 'TOO_MANY_BETS', message: 'At most 2 bets in one round' },
  outcome: (roundHash, salt) => ({ slot: slotOfHmac(roundHmac(roundHash, salt)) }),
  outcomeText: ({ slot }) => slotText(slot),
  bets: {
    body: z.object({ amount: z.number().int().min(10).max(1_000_000), side }).strict(),
    choiceSchema: z.object({ side }),
    outcomeSchema: z.object({ slot: z.number().int() }),
    rollingMs: 1_000,
    payout: (amount, choice, outcome) => lowOrHighPayout(amount, choice.side, outcome.slot),
  },
};
