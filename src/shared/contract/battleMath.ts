import {
  type TicketRange as CoreTicketRange,
  itemForTicket,
  ticketRanges,
} from '../../../games/case-unbox/core/tickets';
import type { BattleCase, CaseBattle, CaseItem, TeamSummary } from './battles';

// The ticket rules live in the case-ticket core that case openings and battles share.
export type TicketRange = CoreTicketRange<CaseItem>;
export { itemForTicket, ticketRanges };

/** Every seat opens each case `amount` times, one per round. */
export function totalRounds(cases: readonly Pick<BattleCase, 'amount'>[]): number {
  return cases.reduce((sum, battleCase) => sum + battleCase.amount, 0);
}

/** Rounds already rolled: how many items the first outcome entry has won. */
export function currentRound(outcome: CaseBattle['outcome']): number {
  return outcome[0]?.itemsWon.length ?? 0;
}

/** Per-team totals from a battle's teams and outcome. */
export function teamSummaries(battle: Pick<CaseBattle, 'teams' | 'outcome'>): TeamSummary[] {
  return battle.teams.map((team) => {
    const itemsWon = battle.outcome
      .filter((entry) => team.players.includes(entry.userId))
      .flatMap((entry) => entry.itemsWon);
    return {
      teamNumber: team.number,
      players: [...team.players],
      itemsWon,
      winAmount: itemsWon.reduce((sum, item) => sum + item.price, 0),
    };
  });
}
