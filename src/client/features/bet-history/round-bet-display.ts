// Types only: the contract's zod schemas stay out of the client bundle.
import type { HistoryBet, ManifestRoundBetRecord } from '../../../shared/contract/betHistory';

// A bet of a round game played from its manifest alone in the bet history: its line, its
// fairness text and its verify link (the round chains' check of its round), from the game's
// client manifest. Pure, so a game the site's registry does not hold is tested here with a
// manifest of the test's own.

/** What the history needs of such a game's client manifest. */
export interface RoundBetDisplayGame {
  lobby: { key: string };
  roundBetSummary?: (bet: ManifestRoundBetRecord['outcome']) => string;
}

/** A record in the round driver's shape: its fairness names its round, its outcome its choice. */
export function isManifestRoundBet(
  bet: HistoryBet | ManifestRoundBetRecord,
): bet is ManifestRoundBetRecord {
  return 'roundHash' in bet.fairness && 'choice' in bet.outcome;
}

export function roundBetSummary(
  bet: ManifestRoundBetRecord,
  game: RoundBetDisplayGame | undefined,
): string {
  return game?.roundBetSummary?.(bet.outcome) ?? (bet.payout > 0 ? 'Won' : 'Lost');
}

/** Its game's fairness page, which walks the round's hash back to the published chain. */
export function roundBetVerifyHref(
  bet: ManifestRoundBetRecord,
  game: RoundBetDisplayGame | undefined,
): string | null {
  if (!game) return null;
  const query = new URLSearchParams({ game: bet.game, hash: bet.fairness.roundHash });
  return `/fairness/${game.lobby.key}?${query.toString()}`;
}

export function roundBetFairnessText(bet: ManifestRoundBetRecord): string {
  return `Round ${bet.fairness.roundNumber}`;
}
