import { playDice, type DiceResult } from '../../../../games/dice/core';
import { serverSeedMatchesHash, type FairSeeds } from '../../../../games/fair';
import { minePositions, minesMultiplierE4, minesRoundingFloat } from '../../../../games/mines/core';
import { playPlinko, plinkoTableE4, type PlinkoResult } from '../../../../games/plinko/core';
import {
  playUpgrade,
  type UpgradeDirection,
  type UpgradeResult,
} from '../../../../games/skin-upgrader/core';
import type { DiceDirection, PlinkoRisk } from '../../../shared/contract/instantGames';

// The verifiers' arithmetic: exactly the games/*/core functions the server settles with,
// run in the browser on what the player pasted.

/** Does the revealed seed hash to the commitment shown before the bets? null: no hash given. */
export function commitmentCheck(serverSeed: string, serverSeedHash: string): boolean | null {
  if (!serverSeedHash) return null;
  return serverSeedMatchesHash(serverSeed, serverSeedHash);
}

export function verifyDice(
  seeds: FairSeeds,
  amount: number,
  target: number,
  direction: DiceDirection,
): DiceResult {
  return playDice(seeds, amount, target, direction);
}

export interface PlinkoVerification extends PlinkoResult {
  /** The whole table, so the board can be drawn as in the game. */
  tableE4: readonly number[];
}

export function verifyPlinko(
  seeds: FairSeeds,
  amount: number,
  rows: number,
  risk: PlinkoRisk,
): PlinkoVerification {
  return { ...playPlinko(seeds, amount, rows, risk), tableE4: plinkoTableE4(rows, risk) };
}

export interface MinesVerification {
  /** Row-major tiles 0..24, in the order drawn (the first `mines` of the shuffle). */
  mines: number[];
  /** The multiplier after the first safe pick, for reference. */
  firstPickE4: number;
  /** The float that rounded the cash-out fairly (minesPayout's last argument). */
  roundingFloat: number;
}

export function verifyMines(seeds: FairSeeds, mines: number): MinesVerification {
  return {
    mines: minePositions(seeds, mines),
    firstPickE4: minesMultiplierE4(mines, 1),
    roundingFloat: minesRoundingFloat(seeds, mines),
  };
}

/** An upgrade: the stake and price as bet give the chance, the seeds the roll. */
export function verifyUpgrade(
  seeds: FairSeeds,
  stake: number,
  price: number,
  direction: UpgradeDirection,
): UpgradeResult {
  return playUpgrade(seeds, stake, price, direction);
}
