import { CLIENT_GAMES, LOBBY_GAMES } from '../../../../games/registry.client';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { HistoryBet } from '../../../shared/contract/betHistory';
import type { BetRecord } from '../../../shared/contract/instantGames';
import { amountLabel, formatMultiplier } from '../../ui/amount';
import { betVerifierHref } from '../fairness/verifier-links';
import { betSummary } from '../instant-games/MyBets';
import { OPTION_NAMES, resultText } from '../roulette/roulette-display';
import {
  type SeatDisplayGame,
  isRoomSeat,
  roomSeatFairnessText,
  roomSeatSummary,
  roomSeatVerifyHref,
} from './room-seat-display';

// The profile's bet history as words and links, one function per column: the game's name,
// what happened in the game's own terms, and where to verify it. Pure, so every game's
// line is tested without a page.

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

/** "2.50x" from hundredths (crash's multipliers). */
const crashX = (hundredths: number) => formatMultiplier(hundredths);

/** One line saying what happened, in the game's own terms. */
export function historySummary(bet: HistoryBet): string {
  switch (bet.game) {
    case 'case-unbox':
      return `${bet.outcome.case.name} · ${bet.outcome.item.name} · ticket ${bet.outcome.ticket.toLocaleString('en-US')}`;
    case 'crash': {
      const { cashedOutAt, crashPoint, autoCashout } = bet.outcome;
      const auto = autoCashout === null ? '' : ` · auto ${crashX(autoCashout)}`;
      return cashedOutAt === null
        ? `Crashed at ${crashX(crashPoint)} before cashing out${auto}`
        : `Cashed out at ${crashX(cashedOutAt)} · crashed at ${crashX(crashPoint)}${auto}`;
    }
    case 'roulette': {
      const { option, slot, result, jackpot } = bet.outcome;
      const share = jackpot > 0 ? ` · jackpot share ${amountLabel(jackpot)}` : '';
      return `${OPTION_NAMES[option]} · landed ${resultText(slot, result)}${share}`;
    }
    case 'coin-flip': {
      const { side, winningSide, cancelled } = bet.outcome;
      return cancelled || winningSide === null
        ? `${side} · cancelled, stake returned`
        : `${side} · ${winningSide} won`;
    }
    case 'case-battle': {
      const { seat, won, cancelled } = bet.outcome;
      if (cancelled) return `Seat ${seat + 1} · battle closed, price returned`;
      return `Seat ${seat + 1} · ${won ? 'won' : 'lost'}`;
    }
    default:
      if (isRoomSeat(bet)) return roomSeatSummary(bet, seatGameOf(bet.game));
      return betSummary(bet as BetRecord);
  }
}

/** The fairness page that checks this bet, filled in; null when nothing was decided. */
export function historyVerifyHref(
  bet: HistoryBet,
  revealedSeed: string | undefined,
): string | null {
  switch (bet.game) {
    case 'case-unbox': {
      const params = new URLSearchParams({
        ...(revealedSeed ? { serverSeed: revealedSeed } : {}),
        serverSeedHash: bet.fairness.serverSeedHash,
        clientSeed: bet.fairness.clientSeed,
        nonce: String(bet.fairness.nonce),
        case: bet.outcome.case.slug,
      });
      return `/fairness/case-opening?${params.toString()}`;
    }
    case 'crash':
    case 'roulette':
      return `/fairness/roulette?${new URLSearchParams({ game: bet.game, hash: bet.fairness.roundHash }).toString()}`;
    case 'coin-flip': {
      const { serverSeed, serverSeedHash, beaconValue } = bet.fairness;
      if (serverSeed === null || beaconValue === null) return null;
      return `/fairness/coinflip?${new URLSearchParams({ serverSeed, serverSeedHash, beaconValue }).toString()}`;
    }
    case 'case-battle':
      if (bet.fairness.serverSeed === null) return null;
      return `/fairness/case-battles?${new URLSearchParams({ battle: bet.fairness.battleId }).toString()}`;
    default:
      if (isRoomSeat(bet)) return roomSeatVerifyHref(bet, seatGameOf(bet.game));
      return betVerifierHref(bet as BetRecord, revealedSeed);
  }
}

/**
 * The seed pair whose reveal the verify link waits for (seeded games), or null when the
 * link works as it is (a round's hash, a flipped coin's revealed seed).
 */
export function seedHashOf(bet: HistoryBet): string | null {
  switch (bet.game) {
    case 'crash':
    case 'roulette':
    case 'coin-flip':
    case 'case-battle':
      return null;
    default:
      return isRoomSeat(bet) ? null : bet.fairness.serverSeedHash;
  }
}

/** What the fairness column says beside the link: the round, the game or the nonce. */
export function fairnessText(bet: HistoryBet): string {
  switch (bet.game) {
    case 'crash':
    case 'roulette':
      return `Round ${bet.fairness.roundNumber.toLocaleString('en-US')}`;
    case 'coin-flip':
      return bet.fairness.beaconRound === null
        ? 'Never flipped'
        : `${bet.fairness.beaconLabel ?? 'Beacon'} round ${bet.fairness.beaconRound}`;
    case 'case-battle':
      return bet.fairness.beaconRound === null
        ? 'Never started'
        : `Beacon round ${bet.fairness.beaconRound}`;
    default:
      return isRoomSeat(bet) ? roomSeatFairnessText(bet) : `Nonce ${bet.fairness.nonce}`;
  }
}
