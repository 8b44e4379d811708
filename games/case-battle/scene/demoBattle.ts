import { demoCaseItems, demoCasePrice } from '../../case-unbox/scene/demoCase';
import type { BattleSeatView, CaseBattleCommands, CaseReelItem } from '../bus';
import {
  battleSpinDuration,
  battleTeamNumber,
  playBattle,
  type BattleMode,
  type BattleOption,
  type PlayedBattle,
} from '../core';

// Battles of the demo case for the scene viewer and the scene tests: every pull, respin and
// result drawn by the real battle core from a seed, as the server would announce them.

export interface DemoSetup {
  seed: string;
  mode: BattleMode;
  options: readonly BattleOption[];
  playerAmount: number;
  rounds: number;
}

export function demoBattle(setup: DemoSetup): PlayedBattle<CaseReelItem> {
  return playBattle({
    mode: setup.mode,
    options: setup.options,
    playerAmount: setup.playerAmount,
    seeds: { serverSeed: `demo-${setup.seed}`, beaconValue: 'ab12' },
    roundItems: Array.from({ length: setup.rounds }, () => demoCaseItems),
    roundPrices: Array.from({ length: setup.rounds }, () => demoCasePrice),
  });
}

export function demoSeats(setup: DemoSetup): BattleSeatView[] {
  return Array.from({ length: setup.playerAmount }, (_, seat) => ({
    name: seat === 0 ? 'gem_hunter' : `Bot ${seat + 1}`,
    bot: seat !== 0,
    team: setup.mode === 'SHARING' ? 1 : battleTeamNumber(setup.mode, seat),
  }));
}

/** The commands a page sends for a whole demo battle: its seats, each round, the result. */
export function demoCommands(
  battleId: string,
  setup: DemoSetup,
): {
  show: CaseBattleCommands['case-battle:show'];
  rounds: CaseBattleCommands['case-battle:round'][];
  result: CaseBattleCommands['case-battle:result'];
  played: PlayedBattle<CaseReelItem>;
} {
  const played = demoBattle(setup);
  const spinMs = battleSpinDuration(setup.options);
  const { result } = played;
  return {
    played,
    show: {
      battleId,
      seats: demoSeats(setup),
      items: demoCaseItems,
      resting: Array.from({ length: setup.playerAmount }, () => null),
      winners: [],
    },
    rounds: played.rounds.map((round) => ({
      id: `${battleId}:round-${round.round}`,
      battleId,
      round: round.round,
      respin: round.respin,
      spinMs,
      elapsedMs: 0,
      items: demoCaseItems,
      pulls: round.pulls.map((pull) => pull?.item ?? null),
    })),
    result: {
      id: `${battleId}:result`,
      battleId,
      winners: setup.mode === 'VERSUS' || setup.mode === 'TEAMS' ? result.winners : [],
      tieRoll: result.tieRoll
        ? { seats: result.tieRoll.seats, winner: result.tieRoll.winner }
        : null,
    },
  };
}
