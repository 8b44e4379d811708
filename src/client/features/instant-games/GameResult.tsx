/** What the last reveal said, shown and announced (a polite live region). */
export interface RevealedText {
  text: string;
  tone: 'win' | 'loss' | 'neutral';
}

export function GameResult({ result, idle }: { result: RevealedText | null; idle: string }) {
  return (
    <p
      className={`game-result game-result--${result?.tone ?? 'neutral'}`}
      role="status"
      aria-live="polite"
      data-testid="game-result"
    >
      {result?.text ?? idle}
    </p>
  );
}
