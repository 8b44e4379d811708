import type { BetHistoryLines } from '../manifest.client';
import type { HistoryBet } from '../../src/shared/contract/betHistory';

type CaseBattleRecord = Extract<HistoryBet, { game: 'case-battle' }>;

/** A battle seat in the bet history: checked on the battles' page by its battle. */
const caseBattleHistory: BetHistoryLines<CaseBattleRecord> = {
  summary: ({ outcome: { seat, won, cancelled } }) =>
    cancelled
      ? `Seat ${seat + 1} · battle closed, price returned`
      : `Seat ${seat + 1} · ${won ? 'won' : 'lost'}`,
  fairnessText: ({ fairness }) =>
    fairness.beaconRound === null ? 'Never started' : `Beacon round ${fairness.beaconRound}`,
  verifyHref: ({ fairness }) =>
    fairness.serverSeed === null
      ? null
      : `/fairness/case-battles?${new URLSearchParams({ battle: fairness.battleId }).toString()}`,
  seedHash: () => null,
};
export default caseBattleHistory;
