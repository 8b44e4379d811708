import { z } from 'zod';
import {
  BATTLE_MODES,
  BATTLE_OPTIONS,
  BATTLE_SEATS_MAX,
  BATTLE_SEATS_MIN,
  CASE_BATTLE_CASES_AMOUNT_MAX,
  CASE_BATTLE_ROUNDS_MAX,
  type BattleItem,
} from '../core';
import type { CaseBattle, CaseDetail } from '../../../src/shared/contract';
import { beaconProofFields } from '../../../src/client/pages/fairness/verifiers/BeaconProofFields';
import type { BattleProof, VerifiedCase } from './battle-verify';

// The verifier form's values: what a player pastes or picks, checked for shape only (the
// core names the rule when a setup is refused), and turned into the proof the core replays.

export const battleVerifierSchema = z.object({
  ...beaconProofFields,
  mode: z.enum(BATTLE_MODES),
  playerAmount: z.coerce.number().int().min(BATTLE_SEATS_MIN).max(BATTLE_SEATS_MAX),
  options: z.array(z.enum(BATTLE_OPTIONS)),
  cases: z
    .array(
      z.object({
        slug: z.string().min(1, { error: 'Pick a case' }),
        amount: z.coerce
          .number({ error: 'Enter how many times' })
          .int({ error: 'A whole number of times' })
          .min(1, { error: 'At least once' })
          .max(CASE_BATTLE_ROUNDS_MAX, { error: `At most ${CASE_BATTLE_ROUNDS_MAX} times` }),
      }),
    )
    .min(1, { error: 'Add a case' })
    .max(CASE_BATTLE_CASES_AMOUNT_MAX, {
      error: `At most ${CASE_BATTLE_CASES_AMOUNT_MAX} cases`,
    }),
});
export type BattleVerifierText = z.input<typeof battleVerifierSchema>;
export type BattleVerifierValues = z.output<typeof battleVerifierSchema>;

export const emptyBattleVerifier: BattleVerifierText = {
  serverSeed: '',
  serverSeedHash: '',
  beaconValue: '',
  mode: 'VERSUS',
  playerAmount: 2,
  options: [],
  cases: [{ slug: '', amount: 1 }],
};

/** The form filled from a battle read by id (its cases are named by the battle's own ids). */
export function battleVerifierValues(battle: CaseBattle): BattleVerifierText {
  return {
    serverSeed: battle.fairness.serverSeed ?? '',
    serverSeedHash: battle.fairness.serverSeedHash,
    beaconValue: battle.fairness.beaconValue ?? '',
    mode: battle.mode,
    playerAmount: battle.playerAmount,
    options: [...battle.specialOptions],
    cases: battle.cases.map((each) => ({ slug: each._id, amount: each.amount })),
  };
}

/** The core's view of a catalogue case's items, in the case's ticket order. */
export const battleItemsOf = (items: readonly BattleItem[]): BattleItem[] =>
  items.map(({ name, price, tickets }) => ({ name, price, tickets }));

/** A case the form can name: from the catalogue (by slug) or from a loaded battle (by id). */
export interface NamedCase {
  key: string;
  name: string;
  price: number;
  items: readonly BattleItem[];
}

export const namedCatalogueCase = (detail: CaseDetail): NamedCase => ({
  key: detail.slug,
  name: detail.name,
  price: detail.price,
  items: battleItemsOf(detail.items),
});

export const namedBattleCases = (battle: CaseBattle): NamedCase[] =>
  battle.cases.map((each) => ({
    key: each._id,
    name: each.name,
    price: each.price,
    items: battleItemsOf(each.items),
  }));

/** The proof for the core, or the first case the form names that is not known. */
export function proofOfForm(
  values: BattleVerifierValues,
  known: ReadonlyMap<string, NamedCase>,
): BattleProof | { error: string } {
  const cases: VerifiedCase[] = [];
  for (const { slug, amount } of values.cases) {
    const named = known.get(slug);
    if (!named) return { error: `The case ${slug} could not be read` };
    cases.push({ name: named.name, amount, price: named.price, items: named.items });
  }
  const { serverSeed, serverSeedHash, beaconValue, mode, playerAmount, options } = values;
  return { serverSeed, serverSeedHash, beaconValue, mode, playerAmount, options, cases };
}
