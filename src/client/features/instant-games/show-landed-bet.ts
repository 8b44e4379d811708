import { flushSync } from 'react-dom';
import type { InstantGame } from '../../../shared/contract/instantGames';
import type { Hundredths } from '../../../shared/money';
import { recordLiveStat } from '../auto-bet/live-stats-store';
import { betResultWords } from './format';
import type { RevealedText } from './GameResult';
import { revealSettledBet } from './reveal';

/** A settled bet as its result line words it. */
export interface LandedBet {
  id: string;
  amount: Hundredths;
  payout: Hundredths;
  multiplier: number;
}

/** How a game words a landed bet. */
export interface LandedWords {
  /** The result line, from the bet's net words ("2.00x · +1.00 gems"). */
  line(net: string): string;
  /** The results strip's chip ("50.00", "0.2x", "Mine"). */
  label: string;
  /** The strip's longer words, from the line (the line itself when absent). */
  description?(line: string): string;
  /** The payout hold to release when it is not the bet's id (a mines game's). */
  revealId?: string;
  /** Counts in the auto-bet's live stats (a game that auto-bets). */
  liveStat?: boolean;
}

/**
 * The scene has landed a settled bet (or gave up waiting): its result line shows first,
 * then the payout in the balance, the results strip and "My bets", so a win never shows
 * ahead of its result.
 */
export function showLandedBet(
  game: InstantGame,
  bet: LandedBet,
  words: LandedWords,
  setResult: (result: RevealedText) => void,
): void {
  const net = betResultWords(bet.amount, bet.payout, bet.multiplier);
  const text = words.line(net.text);
  flushSync(() => setResult({ text, tone: net.tone }));
  revealSettledBet(game, words.revealId ?? bet.id, {
    id: bet.id,
    label: words.label,
    tone: net.tone,
    description: words.description?.(text) ?? text,
  });
  if (words.liveStat) recordLiveStat(game, { stake: bet.amount, payout: bet.payout });
}
