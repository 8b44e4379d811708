import { z } from 'zod';
import { roundHmac } from '../../games/fair/chain';
import type { RoundGameManifest } from '../../games/manifest';

// "Low or high", a round game no registry holds, for the tests that add one through its
// manifest alone (tests/integration/roundPlugin.test.ts). Each round draws a slot 0-31 from
// the first five bits of its HMAC (exactly uniform); a bet on low wins on 1-15, on high on
// 17-31, and pays twice its stake; 0 and 16 are the house's. Each side returns 30/32 of every
// stake exactly: a 6.25% edge at every stake, with no rounding.

export const side = z.enum(['low', 'high'], { error: 'Pick low or high' });
export type Side = z.infer<typeof side>;
const lowOrHighOutcome = z.object({ slot: z.number().int() });
export type LowOrHighOutcome = z.infer<typeof lowOrHighOutcome>;

export const SLOTS = 32;
/** The side a slot wins for, or null for the house's two. */
export function winningSide(slot: number): Side | null {
  if (slot === 0 || slot === SLOTS / 2) return null;
  return slot < SLOTS / 2 ? 'low' : 'high';
}

export const lowOrHigh: RoundGameManifest<'low-or-high', LowOrHighOutcome, { side: Side }> = {
  kind: 'low-or-high',
  name: 'Low or High',
  location: 'GAMES',
  play: 'round',
  houseEdgeBps: 625,
  longestRevealMs: 0,
  clock: { bettingMs: 10_000, resultMs: 2_000 },
  betsPerRound: { most: 2, code: 'TOO_MANY_BETS', message: 'At most 2 bets in one round' },
  outcome: (roundHash, salt) => ({ slot: roundHmac(roundHash, salt)[0]! >> 3 }),
  outcomeText: ({ slot }) => `Slot ${slot}`,
  historyOutcome: ({ params, round }) =>
    round ? { outcome: { side: params.side, slot: round.slot } } : { unreadable: 'not ended' },
  bets: {
    body: z.object({ amount: z.number().int().min(10).max(1_000_000), side }).strict(),
    choiceSchema: z.object({ side }),
    outcomeSchema: lowOrHighOutcome,
    rollingMs: 1_000,
    payout: (amount, choice, outcome) =>
      winningSide(outcome.slot) === choice.side ? amount * 2 : 0,
  },
};
