import { ROULETTE_MULTIPLIERS } from '../core/bets';
import { rouletteGame } from '../game';
import { slotColour, type RouletteColour } from '../core/slots';
// Types only: the contract's zod schemas stay out of the client bundle.
import type {
  RouletteBet,
  RouletteJackpot,
  RouletteHistoryEntry,
  RouletteOption,
  RouletteOutcome,
  RouletteRound,
} from '../../../src/shared/contract/roulette';

// What the roulette page shows, as pure functions of the round and of which round's strip
// has landed on this screen. The no-spoiler rule lives here: the server sends the slot when
// rolling starts (the scene needs it), but no text, history, payout or jackpot may show it
// before this tab's strip has landed on it.

/** The options as the panel and the columns show them, left to right. */
export const OPTION_ORDER: readonly RouletteOption[] = ['RED', 'BAIT', 'GREEN', 'BLACK'];

export const OPTION_NAMES: Readonly<Record<RouletteOption, string>> = {
  RED: 'Red',
  BLACK: 'Black',
  GREEN: 'Green',
  BAIT: 'Bait',
};

/** "RED 2x": the option and what it pays. */
export function optionLabel(option: RouletteOption): string {
  return `${option} ${ROULETTE_MULTIPLIERS[option]}x`;
}

const OUTCOME_NAMES: Readonly<Record<RouletteOutcome, string>> = {
  RED: 'Red',
  BLACK: 'Black',
  GREEN: 'Green',
  RED_BAIT: 'Red bait',
  BLACK_BAIT: 'Black bait',
  TRIPLE_GREEN: 'Triple green',
};

export function outcomeName(outcome: RouletteOutcome): string {
  return OUTCOME_NAMES[outcome];
}

/** "7 · Red bait" for a landed slot. */
export function resultText(slot: number, outcome: RouletteOutcome): string {
  return `${slot} · ${outcomeName(outcome)}`;
}

export function colourOf(slot: number): RouletteColour {
  return slotColour(slot);
}

/** Has this tab's strip landed on the round's slot, so the page may show it? */
export function resultShown(round: RouletteRound | null, landedRoundId: number | null): boolean {
  return (
    round !== null && round.slot !== null && round.outcome !== null && round.id === landedRoundId
  );
}

export type ShownPhase = 'none' | 'betting' | 'rolling' | 'ended';

/**
 * The phase the page shows: an ended round stays 'rolling' until its strip lands here, and
 * a rolling round whose strip has landed (at the server's landing moment) shows as ended.
 */
export function shownPhase(round: RouletteRound | null, landedRoundId: number | null): ShownPhase {
  if (!round) return 'none';
  if (round.phase === 'betting') return 'betting';
  return resultShown(round, landedRoundId) ? 'ended' : 'rolling';
}

/** The last results, newest first, that may show: never the shown round's before it lands. */
export function visibleHistory(
  history: readonly RouletteHistoryEntry[],
  round: RouletteRound | null,
  landedRoundId: number | null,
): RouletteHistoryEntry[] {
  const hidden = round && !resultShown(round, landedRoundId) ? round.id : null;
  return history.filter((entry) => hidden === null || entry.id < hidden);
}

/** How many results the strip keeps (GET history answers the last 100). */
export const HISTORY_LIMIT = 100;

/** The history with the round just landed here added in front (once), at most 100. */
export function withLandedRound(
  history: readonly RouletteHistoryEntry[],
  round: RouletteRound,
  endedAt: string,
): RouletteHistoryEntry[] {
  if (round.slot === null || round.outcome === null || round.hash === null) return [...history];
  if (history.some((entry) => entry.id === round.id)) return [...history];
  const entry: RouletteHistoryEntry = {
    id: round.id,
    number: round.number,
    slot: round.slot,
    outcome: round.outcome,
    hash: round.hash,
    endedAt,
  };
  return [entry, ...history].sort((a, b) => b.id - a.id).slice(0, HISTORY_LIMIT);
}

/** The last result before `round` (for a late joiner's strip), or null. */
export function previousResult(
  history: readonly RouletteHistoryEntry[],
  round: RouletteRound | null,
): RouletteHistoryEntry | null {
  if (!round) return history[0] ?? null;
  return history.find((entry) => entry.id < round.id) ?? null;
}

export interface BetColumn {
  option: RouletteOption;
  /** Biggest first. */
  bets: RouletteBet[];
  total: number;
  /** Did the option win? null until the result shows. */
  won: boolean | null;
}

/** Whether a bet on `option` wins on `outcome` (TRIPLE_GREEN is a green). */
export function optionWins(option: RouletteOption, outcome: RouletteOutcome): boolean {
  switch (option) {
    case 'RED':
      return outcome === 'RED' || outcome === 'RED_BAIT';
    case 'BLACK':
      return outcome === 'BLACK' || outcome === 'BLACK_BAIT';
    case 'GREEN':
      return outcome === 'GREEN' || outcome === 'TRIPLE_GREEN';
    case 'BAIT':
      return outcome === 'RED_BAIT' || outcome === 'BLACK_BAIT';
  }
}

/** The round's bets in one column per option, with totals; who won only once it shows. */
export function betColumns(round: RouletteRound | null, landedRoundId: number | null): BetColumn[] {
  const bets = round?.bets ?? [];
  const shown = resultShown(round, landedRoundId);
  return OPTION_ORDER.map((option) => {
    const mine = bets.filter((bet) => bet.option === option).sort((a, b) => b.amount - a.amount);
    return {
      option,
      bets: mine,
      total: mine.reduce((sum, bet) => sum + bet.amount, 0),
      won: shown && round?.outcome ? optionWins(option, round.outcome) : null,
    };
  });
}

/** What a bet paid in all (win plus jackpot share), once the result shows; else null. */
export function shownPayout(bet: RouletteBet, shown: boolean): number | null {
  if (!shown || bet.payout === null) return null;
  return bet.payout + (bet.jackpot ?? 0);
}

/**
 * Why the player cannot bet now, or null when they can. Bets are taken while betting is
 * open, up to the per-round count, and never while an operator has paused the game
 * (`pausedMessage`, the pause notice's words).
 */
export function betBlockedReason(
  round: RouletteRound | null,
  myBetCount: number,
  bettingLeftMs: number | null,
  pausedMessage: string | null = null,
): string | null {
  if (pausedMessage !== null) return pausedMessage;
  if (!round) return 'Connecting to the round…';
  if (round.phase !== 'betting' || bettingLeftMs === 0) {
    return 'Bets are closed while the strip rolls; wait for the next round';
  }
  // The server's own limit and words (the game's manifest).
  const { most, message } = rouletteGame.betsPerRound;
  if (myBetCount >= most) return message;
  return null;
}

/**
 * Ms after the scene says the strip stopped before the page shows the result: never before
 * the server's landing moment (a skipped roll stops early on screen, the text does not).
 */
export function revealDelayMs(round: RouletteRound, serverNow: number): number {
  if (round.rollingEndsAt === null) return 0;
  return Math.max(0, Date.parse(round.rollingEndsAt) - serverNow);
}

/** How long past the landing moment the page waits for a scene that never says it stopped. */
export const REVEAL_FALLBACK_SLACK_MS = 3_000;

/**
 * Ms until the page shows the result without the scene's word: at the landing moment when
 * the scene could not load, else a little after it (a tab that slept, a slow frame).
 */
export function revealFallbackMs(
  round: RouletteRound,
  serverNow: number,
  sceneFailed: boolean,
): number {
  return revealDelayMs(round, serverNow) + (sceneFailed ? 0 : REVEAL_FALLBACK_SLACK_MS);
}

/**
 * The history modals' props say which round the page is still rolling (its result must not
 * show there yet): `hideRoundId`, or nothing.
 */
export function hiddenRoundOf(props: Record<string, unknown>): number | null {
  return typeof props.hideRoundId === 'number' ? props.hideRoundId : null;
}

/** The props the page opens a history modal with. */
export function historyModalProps(
  round: RouletteRound | null,
  landedRoundId: number | null,
): { hideRoundId?: number } {
  return round && round.phase !== 'betting' && !resultShown(round, landedRoundId)
    ? { hideRoundId: round.id }
    : {};
}

/**
 * The Triple Green display's jackpot: the shared store's (held while a roll is on screen),
 * else the round's own, which after the round ends is the jackpot after its result, so
 * only once the strip has landed here.
 */
export function jackpotToShow(
  stored: RouletteJackpot | null,
  round: RouletteRound | null,
  landedRoundId: number | null,
): RouletteJackpot | null {
  if (stored) return stored;
  if (!round) return null;
  if (round.phase === 'ended' && !resultShown(round, landedRoundId)) return null;
  return round.jackpot;
}

/** Whether the page holds the shared jackpot: a result is on its way to this screen. */
export function holdsJackpot(round: RouletteRound | null, landedRoundId: number | null): boolean {
  return round !== null && round.phase !== 'betting' && !resultShown(round, landedRoundId);
}

/** The round's own jackpot when it may feed the shared one (betting, or landed here). */
export function feedableJackpot(
  round: RouletteRound | null,
  landedRoundId: number | null,
): RouletteJackpot | null {
  if (!round) return null;
  return round.phase === 'betting' || resultShown(round, landedRoundId) ? round.jackpot : null;
}
