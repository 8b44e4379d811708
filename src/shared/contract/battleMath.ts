import type { BattleCase, CaseBattle, CaseItem, TeamSummary } from './battles';

export interface TicketRange {
  item: CaseItem;
  min: number;
  max: number;
}

/**
 * Ticket ranges of a case's items: min is the running total of earlier tickets, max is
 * min plus the item's tickets. A drawn ticket t (1-based) wins the item with min < t <= max.
 */
export function ticketRanges(items: readonly CaseItem[]): TicketRange[] {
  let total = 0;
  return items.map((item) => {
    const min = total;
    total += item.tickets;
    return { item, min, max: total };
  });
}

/** The item a 1-based ticket wins, or undefined when the ticket is past the last range. */
export function itemForTicket(items: readonly CaseItem[], ticket: number): CaseItem | undefined {
  return ticketRanges(items).find((range) => ticket > range.min && ticket <= range.max)?.item;
}

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
