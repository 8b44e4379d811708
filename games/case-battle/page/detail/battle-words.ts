import tuning from '../../tuning.json';
import { amountLabel } from '../../../../src/client/ui/amount';
import type { BattleView } from './battle-view';

// The battle page's words and sizes that depend on the battle (pure, tested).

/** The reels' board width / height for a number of seats (the scene's own board). */
export function battleBoardRatio(seats: number): string {
  const { padding, columnWidth, columnGap, height } = tuning.sizes;
  const count = Math.max(2, seats);
  return `${padding * 2 + count * columnWidth + (count - 1) * columnGap} / ${height}`;
}

/** The result line once it has landed: who won and what the reader took home. */
export function resultText(view: BattleView, userId: string | null): string {
  const winners = view.seats.filter((seat) => seat.won && seat.player);
  const names = winners.map((seat) => seat.player!.username);
  const mine = view.seats.find((seat) => seat.player !== null && seat.player.id === userId);
  const everyone = winners.length === view.seats.length && view.seats.length > 1;
  // FRIENDLY has no pot to share: each seat keeps what it pulled. SHARING, or a tie among
  // every seat, splits the pot evenly.
  const headline = everyone
    ? view.mode === 'FRIENDLY'
      ? 'Every seat keeps its own pulls'
      : 'Every seat shares the pot'
    : names.length === 1
      ? `${names[0]} wins`
      : `${names.join(' and ')} win`;
  if (!mine || mine.payout === null) return `${headline}.`;
  return `${headline}. You take ${amountLabel(mine.payout)}.`;
}

/** The fairness page's verifier, opened on this battle. */
export function battleVerifyPath(battleId: string): string {
  return `/fairness/case-battles?${new URLSearchParams({ battle: battleId }).toString()}`;
}
