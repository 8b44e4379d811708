import { battlePull, type BattleItem, type BattleSeeds } from './draw';
import type { BattleMode, BattleOption } from './limits';
import { resolveBattle, type SettledBattle } from './resolve';

// A whole battle from its seeds: every regular round's pulls, the respins it needs and the
// result. The verifier replays battles with it; the server may use it as the reference.

export interface BattlePullResult<I extends BattleItem> {
  ticket: number;
  item: I;
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
}

/** Replays a battle: pulls every round, respins the last case while RESPIN asks, settles. */
export function playBattle<I extends BattleItem>(input: BattlePlayInput<I>): PlayedBattle<I> {
  const { seeds, playerAmount, roundItems } = input;
  const seats = Array.from({ length: playerAmount }, (_, seat) => seat);
  const rounds: PlayedRound<I>[] = roundItems.map((items, index) => ({
    round: index + 1,
    respin: false,
    pulls: seats.map((seat) => battlePull(seeds, index + 1, seat, items)),
  }));
  const lastItems = roundItems.at(-1);
  if (!lastItems) throw new RangeError('A battle has at least one round');
  for (;;) {
    const resolution = resolveBattle({
      ...input,
      regularRounds: roundItems.length,
      pulls: rounds.map((played) => played.pulls.map((pull) => pull?.item.price ?? 0)),
    });
    if (resolution.kind === 'settled') return { rounds, result: resolution };
    const round = rounds.length + 1;
    const respinning = new Set(resolution.seats);
    rounds.push({
      round,
      respin: true,
      pulls: seats.map((seat) =>
        respinning.has(seat) ? battlePull(seeds, round, seat, lastItems) : null,
      ),
    });
  }
}
