import { battlePull, battlePullValue, type BattleItem, type BattleSeeds } from './draw';
import type { BattleMode, BattleOption } from './limits';
import { resolveBattle, type SettledBattle } from './resolve';

// A whole battle from its seeds: every regular round's pulls, the respins it needs and the
// result. The verifier replays battles with it; the server may use it as the reference.

export interface BattlePullResult<I extends BattleItem> {
  ticket: number;
  item: I;
  /**
   * What the pull puts in the pot, hundredths: for a bought pull, what an opening of its
   * case pays (the item's value, plus the fair hundredth of the price's rounding up); a
   * respin pull only decides a tie and adds nothing to the pot: 0.
   */
  value: number;
}

export interface PlayedRound<I extends BattleItem> {
  /** 1-based; respin rounds follow the regular ones. */
  round: number;
  respin: boolean;
  /** One pull per seat; null for the seats that do not respin. */
  pulls: (BattlePullResult<I> | null)[];
}

export interface PlayedBattle<I extends BattleItem> {
  rounds: PlayedRound<I>[];
  result: SettledBattle;
}

export interface BattlePlayInput<I extends BattleItem> {
  mode: BattleMode;
  options: readonly BattleOption[];
  playerAmount: number;
  seeds: BattleSeeds;
  /** The items of the case each regular round opens (see battleRoundCases), in order. */
  roundItems: readonly (readonly I[])[];
  /** The price of the case each regular round opens, in the same order. */
  roundPrices: readonly number[];
}

/** Replays a battle: pulls every round, respins the last case while RESPIN asks, settles. */
export function playBattle<I extends BattleItem>(input: BattlePlayInput<I>): PlayedBattle<I> {
  const { seeds, playerAmount, roundItems, roundPrices } = input;
  if (roundPrices.length !== roundItems.length) {
    throw new RangeError('Every regular round needs its case price');
  }
  const seats = Array.from({ length: playerAmount }, (_, seat) => seat);
  const rounds: PlayedRound<I>[] = roundItems.map((items, index) => ({
    round: index + 1,
    respin: false,
    pulls: seats.map((seat) => {
      const pull = battlePull(seeds, index + 1, seat, items);
      const value = battlePullValue(seeds, index + 1, seat, items, roundPrices[index]!, pull.item);
      return { ...pull, value };
    }),
  }));
  const values = rounds.map((played) => played.pulls.map((pull) => pull!.value));
  const lastItems = roundItems.at(-1);
  if (!lastItems) throw new RangeError('A battle has at least one round');
  for (;;) {
    const resolution = resolveBattle({
      ...input,
      regularRounds: roundItems.length,
      pulls: rounds.map((played) => played.pulls.map((pull) => pull?.item.price ?? 0)),
      values,
    });
    if (resolution.kind === 'settled') return { rounds, result: resolution };
    const round = rounds.length + 1;
    const respinning = new Set(resolution.seats);
    rounds.push({
      round,
      respin: true,
      pulls: seats.map((seat) =>
        respinning.has(seat) ? { ...battlePull(seeds, round, seat, lastItems), value: 0 } : null,
      ),
    });
  }
}
