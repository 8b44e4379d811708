import type { ReactNode } from 'react';
import { SeedHashVerdict } from './SeedHashVerdict';

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
            <SeedHashVerdict
              matches={result.hashMatches}
              ok="The server seed matches its hash: it was fixed before your bets."
              noHash="No hash given: add the hash shown before your bets to check the seed."
            />
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
