import type { ReactNode } from 'react';

export interface Verification {
  /** null: no hash was given. */
  hashMatches: boolean | null;
  /** The result in words, as the game states it. */
  summary: string;
  /** Extra lines: chance, path, tiles... */
  details: readonly string[];
}

/** The computed result in text (announced), beside the drawing of it. */
export function VerifierOutput({
  result,
  stage,
}: {
  result: Verification | null;
  stage: ReactNode;
}) {
  return (
    <div className="verifier__output">
      {stage}
      <div
        className="verifier__text"
        role="status"
        aria-live="polite"
        data-testid="verifier-result"
      >
        {result ? (
          <>
            <p className={`verifier__hash verifier__hash--${hashTone(result.hashMatches)}`}>
              {hashText(result.hashMatches)}
            </p>
            <p className="verifier__summary">{result.summary}</p>
            <ul className="verifier__details">
              {result.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="verifier__summary">Fill in the seeds and press Verify.</p>
        )}
      </div>
    </div>
  );
}

function hashTone(matches: boolean | null): string {
  return matches === null ? 'none' : matches ? 'ok' : 'bad';
}

function hashText(matches: boolean | null): string {
  if (matches === null)
    return 'No hash given: add the hash shown before your bets to check the seed.';
  return matches
    ? 'The server seed matches its hash: it was fixed before your bets.'
    : 'The server seed does NOT match this hash.';
}
