import {
  BATTLE_OPTIONS,
  BATTLE_SEATS_MAX,
  BATTLE_SEATS_MIN,
  BATTLE_TEAM_SEATS,
  battleRulesError,
  battleSeatPrice,
  battleSetupError,
  type BattleMode,
  type BattleOption,
} from '../core';
import { createCaseBattleBodySchema } from '../../../src/shared/contract/battles';

// The CREATE_BATTLE form's rules. Every refusal comes from the case-battle core, the code the
// server refuses with, so the form disables exactly what the server would refuse and says
// why in the server's words.

/** The contract's body, plus the core's whole-setup check (cases and rounds) on submit. */
export const createBattleFormSchema = createCaseBattleBodySchema.superRefine((body, context) => {
  const error = battleSetupError({
    mode: body.mode,
    options: body.options,
    playerAmount: body.playerAmount,
    cases: body.cases.map((ref) => ({
      caseId: ref.caseId ?? `slug:${ref.slug}`,
      amount: ref.amount,
    })),
  });
  if (error) context.addIssue({ code: 'custom', message: error, path: ['cases'] });
});

interface Rules {
  mode: BattleMode;
  playerAmount: number;
  options: readonly BattleOption[];
}

/**
 * Why an option cannot be added to this setup (the core's message), or null when it can.
 * A chosen option is always allowed: unticking it never breaks a rule.
 */
export function optionRefusal(rules: Rules, option: BattleOption): string | null {
  if (rules.options.includes(option)) return null;
  return battleRulesError({ ...rules, options: [...rules.options, option] });
}

/** Why a seat count cannot be chosen in this mode (the core's message), or null. */
export function seatsRefusal(mode: BattleMode, playerAmount: number): string | null {
  return battleRulesError({ mode, playerAmount, options: [] });
}

/** The seat counts a battle may have (2-4), for the picker. */
export const SEAT_CHOICES: readonly number[] = Array.from(
  { length: BATTLE_SEATS_MAX - BATTLE_SEATS_MIN + 1 },
  (_, i) => BATTLE_SEATS_MIN + i,
);

/** How a layout reads: 1v1, 1v1v1, or 2v2 for a team battle. */
export function seatLayoutLabel(mode: BattleMode, playerAmount: number): string {
  if (mode === 'TEAMS') return `${playerAmount / 2}v${playerAmount / 2}`;
  if (mode === 'SHARING') return `${playerAmount} players`;
  return Array.from({ length: playerAmount }, () => '1').join('v');
}

/**
 * The setup after the mode changed: TEAMS takes its 4 seats, and the options the new mode
 * forbids are dropped (in the order chosen, each kept only if the core still allows it).
 */
export function afterModeChange(
  mode: BattleMode,
  playerAmount: number,
  options: readonly BattleOption[],
): { playerAmount: number; options: BattleOption[] } {
  const seats = mode === 'TEAMS' ? BATTLE_TEAM_SEATS : playerAmount;
  const kept: BattleOption[] = [];
  for (const option of options)
    if (!optionRefusal({ mode, playerAmount: seats, options: kept }, option)) kept.push(option);
  return { playerAmount: seats, options: kept };
}

/** Options in the core's order (what the form lists). */
export const OPTION_CHOICES: readonly BattleOption[] = BATTLE_OPTIONS;

/** What each option does, in a line. */
export const OPTION_LABELS: Record<BattleOption, { name: string; hint: string }> = {
  INVERSE: { name: 'Inverse', hint: 'The lowest total wins' },
  LAST_ROUND: { name: 'Last round', hint: 'Only the last round decides' },
  ROLL: { name: 'Tie roll', hint: 'A fair roll breaks a tie' },
  FAST_SPIN: { name: 'Fast spin', hint: 'Rounds spin twice as fast' },
  KING: { name: 'King', hint: 'The single best pull wins' },
  RESPIN: {
    name: 'Respin',
    hint: 'Tied seats open the last case again; respins decide only, they add nothing to the pot',
  },
};

/** A picked case as the form shows it: the price is the case's, per opening. */
export interface PickedCase {
  caseId: string;
  amount: number;
  price: number;
}

/** One seat's price (what the creator pays now), with the core's sum. */
export function seatPriceOf(cases: readonly PickedCase[]): number {
  return battleSeatPrice(cases);
}

/** Adds a case to the picks, or more of it when it is already there. */
export function addPick(cases: readonly PickedCase[], pick: PickedCase): PickedCase[] {
  const known = cases.find((c) => c.caseId === pick.caseId);
  if (!known) return [...cases, pick];
  return cases.map((c) =>
    c.caseId === pick.caseId ? { ...c, amount: c.amount + pick.amount } : c,
  );
}
