import { useRedact } from '../streamer/redact';
import type { NetTone } from './format';

/** What the last reveal said, shown and announced (a polite live region). */
export interface RevealedText {
  text: string;
  /** Agrees with the words: a net gain is a win, a net loss a loss, the stake back neutral. */
  tone: NetTone;
}

export function GameResult({ result, idle }: { result: RevealedText | null; idle: string }) {
  // Streamer mode masks the amounts of the words ("1.98x · +••••• gems"), not the outcome.
  const redact = useRedact();
  return (
    <p
      className={`game-result game-result--${result?.tone ?? 'neutral'}`}
      role="status"
      aria-live="polite"
      data-testid="game-result"
    >
      {result ? redact(result.text) : idle}
    </p>
  );
}
