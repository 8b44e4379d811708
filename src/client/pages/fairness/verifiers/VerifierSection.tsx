import { lazy, Suspense, type LazyExoticComponent, type ComponentType } from 'react';
import '../../../features/instant-games/instant-games.css';
import './verifier.css';
import { CLIENT_GAMES } from '../../../../../games/registry.client';
import type { VerifiableGame } from './verifiable';

interface Verifier {
  View: LazyExoticComponent<ComponentType>;
  heading: string | undefined;
}

/** Each verifiable game's verifier and heading, its own chunk (from the game's client manifest). */
const verifiers = new Map(
  CLIENT_GAMES.flatMap((game): [string, Verifier][] =>
    game.verifier
      ? [[game.lobby.key, { View: lazy(game.verifier.view), heading: game.verifier.heading }]]
      : [],
  ),
);

/** "Verify a bet": paste the seeds, the browser computes and draws the result. */
export default function VerifierSection({ game }: { game: VerifiableGame }) {
  const verifier = verifiers.get(game);
  if (!verifier) return null;
  const { View: Verifier, heading } = verifier;
  return (
    <section className="verifier" aria-labelledby="verifier-title">
      <h2 id="verifier-title" className="content-article__heading">
        {heading ?? `Verify a ${game} bet`}
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
