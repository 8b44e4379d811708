import type { BattleMode } from '../core';
import { amountLabel } from '../../../src/client/ui/amount';
import type { BattleVerification } from './battle-verify';

// The replay's result in words, for the verifier's status line.

type Verified = Extract<BattleVerification, { ok: true }>;

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Sentences that say who won what and how any tie was broken. */
export function battleSummary(
  check: Verified,
  mode: BattleMode,
  seatNames: readonly string[],
): string[] {
  const { result, rounds, totals } = check;
  const total = totals.reduce((a, b) => a + b, 0);
  const nameOf = (seat: number) => seatNames[seat] ?? `Seat ${seat + 1}`;
  const lines: string[] = [];
  if (mode === 'FRIENDLY') {
    lines.push(`Friendly battle: everyone keeps their own pulls (${amountLabel(total)} in all).`);
  } else if (mode === 'SHARING') {
    lines.push(`Group unboxing: ${amountLabel(total)} is split evenly between all seats.`);
  } else if (result.winners.length === 1) {
    lines.push(`${nameOf(result.winners[0]!)} wins ${amountLabel(total)}.`);
  } else {
    lines.push(`${list(result.winners.map(nameOf))} share ${amountLabel(total)}.`);
  }
  if (result.tieRoll) {
    const { seats, winner, float } = result.tieRoll;
    lines.push(
      `Tie between ${list(seats.map(nameOf))}: the roll ${float.toFixed(8)} picked ${nameOf(winner)}${mode === 'TEAMS' ? '’s team' : ''}.`,
    );
  }
  const respins = rounds.filter((round) => round.respin).length;
  if (respins > 0) {
    lines.push(
      `The tie took ${respins} respin round${respins === 1 ? '' : 's'} of the last case; respin pulls only decide, so their value is in no payout.`,
    );
  }
  return lines;
}
