import { Suspense } from 'react';
import '../../../features/instant-games/instant-games.css';
import './verifier.css';

import type { VerifiableGame } from './verifiable';
import { verifiers } from './verifiers';

/** The section's heading for a game. */
const HEADINGS: Partial<Record<VerifiableGame, string>> = {
  'case-opening': 'Verify a case opening',
  upgrader: 'Verify an upgrade',
};

/** "Verify a bet": paste the seeds, the browser computes and draws the result. */
export default function VerifierSection({ game }: { game: VerifiableGame }) {
  const Verifier = verifiers[game];
  return (
    <section className="verifier" aria-labelledby="verifier-title">
      <h2 id="verifier-title" className="content-article__heading">
        {HEADINGS[game] ?? `Verify a ${game} bet`}
      </h2>
      <p className="content-article__text">
        Paste a revealed server seed with its client seed and nonce. Your browser computes the
        result with the same code our server settles bets with, and draws it as the game does.
      </p>
      <Suspense fallback={<span className="skeleton verifier__skeleton" aria-hidden="true" />}>
        <Verifier />
      </Suspense>
    </section>
  );
}
