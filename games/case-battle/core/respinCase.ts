import type { BattleItem } from './draw';
import type { BattleOption } from './limits';

// RESPIN replays the last case among the tied seats until one pulls more. When every item of that
// case costs the same, every respin ties too and the battle could never be decided by it, so such a
// setup is refused before anyone pays (docs/games/case-battle.md, "Modes and options").

/** null when the options can play this last case, else the message players read. */
export function respinCaseError(
  options: readonly BattleOption[],
  lastCaseItems: readonly Pick<BattleItem, 'price'>[],
): string | null {
  if (!options.includes('RESPIN')) return null;
  const prices = new Set(lastCaseItems.map((item) => item.price));
  if (prices.size > 1) return null;
  return 'Respin needs a last case whose items differ in value: every respin of this case would tie';
}
