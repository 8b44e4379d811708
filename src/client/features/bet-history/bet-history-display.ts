import type { BetHistoryLines } from '../../../../games/manifest.client';
import { CLIENT_GAMES, LOBBY_GAMES } from '../../../../games/registry.client';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { HistoryBet } from '../../../shared/contract/betHistory';
import type { BetRecord } from '../../../shared/contract/instantGames';
import { betVerifierHref } from '../fairness/verifier-links';
import { betSummary } from '../instant-games/MyBets';
import {
  type SeatDisplayGame,
  isRoomSeat,
  roomSeatFairnessText,
  roomSeatSummary,
  roomSeatVerifyHref,
} from './room-seat-display';
import {
  type RoundBetDisplayGame,
  isManifestRoundBet,
  roundBetFairnessText,
  roundBetSummary,
  roundBetVerifyHref,
} from './round-bet-display';

// The profile's bet history as words and links, one function per column: the game's name,
// what happened in the game's own terms, and where to verify it. A game whose records have
// a shape of their own brings its lines (its client manifest's `history`, loaded with the
// first page that holds one); instant bets, room seats and the bets of round games played
// from their manifests read from their manifests.

/** The lobby's name of a game kind; the kind itself for one the lobby does not list. */
export function gameNameOf(kind: string): string {
  return LOBBY_GAMES.find((game) => game.kind === kind)?.name ?? kind;
}

/** The games a player can filter the history by: every game the lobby lets them play. */
export const HISTORY_FILTERS: readonly { kind: string; name: string }[] = LOBBY_GAMES.filter(
  (game) => game.available,
).map((game) => ({ kind: game.kind, name: game.name }));

/** A room game's client manifest, for its seats' lines and links. */
const seatGameOf = (kind: string): SeatDisplayGame | undefined =>
  CLIENT_GAMES.find((game) => game.kind === kind);
/** A manifest round game's client manifest, for its bets' lines and links. */
const roundGameOf = (kind: string): RoundBetDisplayGame | undefined =>
  CLIENT_GAMES.find((game) => game.kind === kind);

/** The history lines of the games with records of their own shape, once loaded. */
const ownLines = new Map<string, BetHistoryLines>();

/**
 * Loads the history lines of the games among `kinds` that bring their own (each game once):
 * the history awaits this before it shows a page of records.
 */
export async function loadHistoryLines(kinds: Iterable<string>): Promise<void> {
  const missing = [...new Set(kinds)].filter((kind) => !ownLines.has(kind));
  await Promise.all(
    missing.map(async (kind) => {
      const load = CLIENT_GAMES.find((game) => game.kind === kind)?.history;
      if (load) ownLines.set(kind, (await load()).default);
    }),
  );
}

const linesOf = (bet: HistoryBet) => ownLines.get(bet.game);

/** One line saying what happened, in the game's own terms. */
export function historySummary(bet: HistoryBet): string {
  const own = linesOf(bet);
  if (own) return own.summary(bet);
  if (isRoomSeat(bet)) return roomSeatSummary(bet, seatGameOf(bet.game));
  if (isManifestRoundBet(bet)) return roundBetSummary(bet, roundGameOf(bet.game));
  return betSummary(bet as BetRecord);
}

/** The fairness page that checks this bet, filled in; null when nothing was decided. */
export function historyVerifyHref(
  bet: HistoryBet,
  revealedSeed: string | undefined,
): string | null {
  const own = linesOf(bet);
  if (own) return own.verifyHref(bet, revealedSeed);
  if (isRoomSeat(bet)) return roomSeatVerifyHref(bet, seatGameOf(bet.game));
  if (isManifestRoundBet(bet)) return roundBetVerifyHref(bet, roundGameOf(bet.game));
  return betVerifierHref(bet as BetRecord, revealedSeed);
}

/**
 * The seed pair whose reveal the verify link waits for (seeded games), or null when the
 * link works as it is (a round's hash, a flipped coin's revealed seed).
 */
export function seedHashOf(bet: HistoryBet): string | null {
  const own = linesOf(bet);
  if (own) return own.seedHash(bet);
  return isRoomSeat(bet) || isManifestRoundBet(bet)
    ? null
    : (bet as BetRecord).fairness.serverSeedHash;
}

/** What the fairness column says beside the link: the round, the game or the nonce. */
export function fairnessText(bet: HistoryBet): string {
  const own = linesOf(bet);
  if (own) return own.fairnessText(bet);
  if (isRoomSeat(bet)) return roomSeatFairnessText(bet);
  if (isManifestRoundBet(bet)) return roundBetFairnessText(bet);
  return `Nonce ${(bet as BetRecord).fairness.nonce}`;
}
