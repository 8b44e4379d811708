import type { BetRecord } from '../../../../shared/contract/instantGames';
import type { Pace } from '../../../../../games/pace';

// How a capture route shows a one-shot game's bets (each game's `captureScene.ts`): what the
// board shows before a bet (its state commands), and the outcome command that animates a
// bet. The same commands the game's own page sends, from the same settled bet record.

/** One of a game's bus commands (games/<game>/bus.ts): its name and payload. */
export type CommandOf<C> = { [K in keyof C]: [K, C[K]] }[keyof C];

export interface CaptureScene<C = Record<string, unknown>> {
  /** The bet record's game kind, whose scene plays it. */
  kind: BetRecord['game'];
  label: string;
  /** The board before any bet. */
  initial: CommandOf<C>[];
  /** The board a bet is played on (its own settings). */
  stateFor(bet: BetRecord): CommandOf<C>[];
  playFor(bet: BetRecord, pace: Pace): CommandOf<C>;
  /** Words for screen readers once it landed. */
  landedText(bet: BetRecord): string;
  /** Longest a bet waits for the scene's 'done'. */
  limitMs: number;
}

/**
 * When a browser source starts a bet's animation, in ms after receiving it: so that it
 * lands no earlier than the betting tab's hold ends (revealInMs), the rule every other view
 * of an outcome follows. The animation itself takes animationMs at the bet's pace.
 */
export function captureStartDelay(revealInMs: number, animationMs: number): number {
  return Math.max(0, revealInMs - animationMs);
}
