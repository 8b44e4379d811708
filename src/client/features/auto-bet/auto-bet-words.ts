import { messageOf } from '../../lib/api-error';
import { netWords } from '../instant-games/format';
import type { RunEnd } from './auto-bet-runner';

const bets = (count: number) => `${count} ${count === 1 ? 'bet' : 'bets'}`;

/** Why a run ended, as the panel says it once the last result has shown. */
export function runEndWords(end: RunEnd): string {
  const { placed, profit } = end.tally;
  switch (end.reason) {
    case 'bets':
      return `Auto-bet done: ${bets(placed)}, ${netWords(profit)}.`;
    case 'profit':
      return `Stopped on profit after ${bets(placed)}: ${netWords(profit)}.`;
    case 'loss':
      return `Stopped on loss after ${bets(placed)}: ${netWords(profit)}.`;
    case 'stopped':
      return `Stopped after ${bets(placed)}: ${netWords(profit)}.`;
    case 'error':
      return `Auto-bet stopped after ${bets(placed)}: ${messageOf(end.error)}`;
  }
}

/** "Bet 4 of 20" / "Bet 4" (no end): the run's progress, which tells no outcome. */
export function progressWords(betNumber: number, total: number): string {
  return total > 0 ? `Bet ${betNumber} of ${total}` : `Bet ${betNumber} (no end set)`;
}
