import type { CaseBattleCommands, CaseReelItem } from '../../bus';
import { resolveBattle } from '../../core';
import { REVEAL_SLACK_MS } from '../../../pace';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { BattleCase, CaseBattle, CaseItem } from '../../../../src/shared/contract/battles';
import { valueRarity } from '../../../../src/shared/valueRarity';
import { reelItem } from '../../../../src/client/features/cases/reel-item';
import { announcedRounds, teamOfSeat, type BattlePageState } from './battle-state';
import { caseOfRound, seatPlayers } from './battle-view';

// What the battle reels scene is told (pure, so it is tested without a canvas): the seats
// at rest on what has landed here, each announced round in turn, then the result.

// A battle's items carry no rarity (they are copied from the case with their prices), so a
// card is coloured by its value against the case's price.
export { valueRarity };

export function battleReelItem(
  item: CaseItem,
  battleCase: Pick<BattleCase, 'price'>,
): CaseReelItem {
  return reelItem({
    name: item.name,
    image: item.image,
    price: item.price,
    tickets: item.tickets,
    rarity: valueRarity(item.price, battleCase.price),
  });
}

/** The pull of each seat in `round` (1-based), null for a free seat or one that sat out. */
export function roundPulls(battle: CaseBattle, round: number): (CaseItem | null)[] {
  return seatPlayers(battle).map((player) => {
    if (!player) return null;
    const entry = battle.outcome.find((each) => each.userId === player.id);
    return entry?.itemsWon[round - 1] ?? null;
  });
}

function itemsOf(battle: CaseBattle, round: number): CaseReelItem[] {
  const battleCase = caseOfRound(battle, Math.max(1, round));
  return battleCase ? battleCase.items.map((item) => battleReelItem(item, battleCase)) : [];
}

/** Whether the battle's result shows as a winner's celebration (not when all seats share). */
const celebrates = (battle: CaseBattle) => battle.mode === 'VERSUS' || battle.mode === 'TEAMS';

/** The seats of the winners as the battle names them. */
export function winnerSeats(battle: CaseBattle): number[] {
  const seats = seatPlayers(battle);
  return battle.winners
    .map((winner) => seats.findIndex((player) => player?.id === winner.userId))
    .filter((seat) => seat >= 0);
}

export function showCommand(state: BattlePageState): CaseBattleCommands['case-battle:show'] | null {
  const battle = state.battle;
  if (!battle) return null;
  const landed = Math.min(state.landed, announcedRounds(battle));
  const resting = landed > 0 ? roundPulls(battle, landed) : [];
  const restingCase = caseOfRound(battle, Math.max(1, landed));
  return {
    battleId: battle._id,
    seats: seatPlayers(battle).map((player, seat) => ({
      name: player?.username ?? null,
      bot: player?.isBot ?? false,
      team: teamOfSeat(battle, seat),
    })),
    items: itemsOf(battle, landed + 1),
    resting: seatPlayers(battle).map((_, seat) => {
      const pull = resting[seat];
      return pull && restingCase ? battleReelItem(pull, restingCase) : null;
    }),
    winners: state.resultLanded && celebrates(battle) ? winnerSeats(battle) : [],
  };
}

/** The next round to animate here, as far in as it already is; null when none waits. */
export function nextRoundCommand(
  state: BattlePageState,
  now: number,
): CaseBattleCommands['case-battle:round'] | null {
  const battle = state.battle;
  if (!battle) return null;
  const round = state.landed + 1;
  if (round > announcedRounds(battle)) return null;
  const battleCase = caseOfRound(battle, round);
  if (!battleCase) return null;
  const regular = battle.cases.reduce((sum, each) => sum + each.amount, 0);
  const started = state.roundStarts.get(round);
  return {
    id: `battle-${battle._id}-round-${round}`,
    battleId: battle._id,
    round,
    respin: round > regular,
    spinMs: battle.spinDuration,
    elapsedMs: started === undefined ? 0 : Math.max(0, now - started),
    items: itemsOf(battle, round),
    pulls: roundPulls(battle, round).map((pull) =>
      pull ? battleReelItem(pull, battleCase) : null,
    ),
  };
}

/**
 * The tie roll that decided a finished ROLL battle, or null: the core's own resolution of
 * the announced pulls with the seeds the battle revealed at its end.
 */
export function tieRollOf(battle: CaseBattle): { seats: number[]; winner: number } | null {
  const { serverSeed, beaconValue } = battle.fairness;
  if (!battle.specialOptions.includes('ROLL') || serverSeed === null || beaconValue === null) {
    return null;
  }
  const rows = announcedRounds(battle);
  const pulls = Array.from({ length: rows }, (_, index) =>
    roundPulls(battle, index + 1).map((pull) => pull?.price ?? 0),
  );
  try {
    const resolution = resolveBattle({
      mode: battle.mode,
      options: battle.specialOptions,
      playerAmount: battle.playerAmount,
      pulls,
      regularRounds: battle.cases.reduce((sum, each) => sum + each.amount, 0),
      seeds: { serverSeed, beaconValue },
    });
    if (resolution.kind !== 'settled' || !resolution.tieRoll) return null;
    return { seats: resolution.tieRoll.seats, winner: resolution.tieRoll.winner };
  } catch {
    return null; // a battle the core cannot replay shows its winners without the roll
  }
}

/** The result to animate once every round has landed here; null before or once shown. */
export function resultCommand(
  state: BattlePageState,
): CaseBattleCommands['case-battle:result'] | null {
  const battle = state.battle;
  if (!battle || battle.state !== 'GAME_COMPLETED' || state.resultLanded) return null;
  if (battle.fairness.blockNumber === null) return null;
  if (state.landed < announcedRounds(battle)) return null;
  return {
    id: `battle-${battle._id}-result`,
    battleId: battle._id,
    winners: celebrates(battle) ? winnerSeats(battle) : [],
    tieRoll: celebrates(battle) ? tieRollOf(battle) : null,
  };
}

/** The longest the page waits for a round's reels beyond its own length. */
export const LANDING_SLACK_MS = 3_000 + REVEAL_SLACK_MS;
