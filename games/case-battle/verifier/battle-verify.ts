import {
  battleSetupError,
  playBattle,
  type BattleItem,
  type BattleMode,
  type BattleOption,
  type PlayedRound,
  type SettledBattle,
} from '../core';
import { serverSeedMatchesHash } from '../../fair';
import type { CaseBattle } from '../../../src/shared/contract';

// The case-battle verifier's pure half: a battle replayed in the browser with the same core
// the server settled with, from what the battle published (seed, beacon value, cases, seats,
// mode, options), and compared with what the battle showed when it is read by id.

export interface VerifiedCase {
  name: string;
  amount: number;
  /** What one opening of the case costs: its bought pulls give its rounding back. */
  price: number;
  items: readonly BattleItem[];
}

export interface BattleProof {
  serverSeed: string;
  /** Optional: when given, the seed is checked against it. */
  serverSeedHash: string;
  beaconValue: string;
  mode: BattleMode;
  options: readonly BattleOption[];
  playerAmount: number;
  cases: readonly VerifiedCase[];
}

export interface VerifiedRound extends PlayedRound<BattleItem> {
  caseName: string;
}

export type BattleVerification =
  | {
      ok: true;
      /** null when no hash was given. */
      seedMatches: boolean | null;
      rounds: VerifiedRound[];
      /**
       * Each seat's bought pulls (regular rounds) added up, each worth its item and the
       * rounding hundredth it carries: respins only decide ties.
       */
      totals: number[];
      result: SettledBattle;
    }
  | { ok: false; error: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function verifyCaseBattle(proof: BattleProof): BattleVerification {
  // Held to the rules of battles already created: one created before a setup was refused
  // still verifies.
  const setupError = battleSetupError(
    {
      ...proof,
      cases: proof.cases.map((each, index) => ({
        caseId: `${index}:${each.name}`,
        amount: each.amount,
      })),
    },
    true,
  );
  if (setupError) return { ok: false, error: setupError };
  const roundCases = proof.cases.flatMap((each) => Array.from({ length: each.amount }, () => each));
  try {
    const played = playBattle({
      mode: proof.mode,
      options: proof.options,
      playerAmount: proof.playerAmount,
      seeds: { serverSeed: proof.serverSeed, beaconValue: proof.beaconValue },
      roundItems: roundCases.map((each) => each.items),
      roundPrices: roundCases.map((each) => each.price),
    });
    const lastCase = roundCases.at(-1)!;
    const totals = Array.from({ length: proof.playerAmount }, (_, seat) =>
      played.rounds
        .filter((round) => !round.respin)
        .reduce((sum, round) => sum + (round.pulls[seat]?.value ?? 0), 0),
    );
    return {
      ok: true,
      seedMatches:
        proof.serverSeedHash === ''
          ? null
          : serverSeedMatchesHash(proof.serverSeed, proof.serverSeedHash),
      rounds: played.rounds.map((round) => ({
        ...round,
        caseName: (roundCases[round.round - 1] ?? lastCase).name,
      })),
      totals,
      result: played.result,
    };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/** What a battle read by id gives the form, or why it cannot be verified yet. */
export function proofOfBattle(battle: CaseBattle): BattleProof | { error: string } {
  const { serverSeed, beaconValue, serverSeedHash } = battle.fairness;
  if (serverSeed === null || beaconValue === null) {
    return { error: 'This battle’s seed is revealed once its last round has been played.' };
  }
  return {
    serverSeed,
    serverSeedHash,
    beaconValue,
    mode: battle.mode,
    options: battle.specialOptions,
    playerAmount: battle.playerAmount,
    cases: battle.cases.map((each) => ({
      name: each.name,
      amount: each.amount,
      price: each.price,
      items: each.items.map(({ name, price, tickets }) => ({ name, price, tickets })),
    })),
  };
}

/**
 * Where the replay differs from what the battle showed: each player's won items (players
 * are listed in seat order) and each winner's amount. Empty when everything matches.
 */
export function battleMismatches(
  verification: Extract<BattleVerification, { ok: true }>,
  battle: Pick<CaseBattle, 'players' | 'outcome' | 'winners' | 'state'>,
): string[] {
  const mismatches: string[] = [];
  const seatOf = new Map(battle.players.map((player, seat) => [player.id, seat]));
  const nameOf = (seat: number) => battle.players[seat]?.username ?? `Seat ${seat + 1}`;
  for (const entry of battle.outcome) {
    const seat = seatOf.get(entry.userId);
    if (seat === undefined) continue;
    const replayed = verification.rounds.flatMap((round) => {
      const pull = round.pulls[seat];
      return pull ? [pull.item.name] : [];
    });
    const shown = entry.itemsWon.map((item) => item.name);
    const rolled = shown.length;
    if (replayed.slice(0, rolled).join('\n') !== shown.join('\n')) {
      mismatches.push(`${nameOf(seat)}: the battle showed other items than the replay`);
    }
  }
  if (battle.state === 'GAME_COMPLETED') {
    for (const winner of battle.winners) {
      const seat = seatOf.get(winner.userId);
      if (seat === undefined) continue;
      if (verification.result.payouts[seat] !== winner.amount) {
        mismatches.push(`${nameOf(seat)}: the battle paid a different amount than the replay`);
      }
    }
  }
  return mismatches;
}
