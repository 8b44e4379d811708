import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { CLIENT_GAMES, CLIENT_REWARD_GAMES } from '../../../../games/registry.client';
import { Link } from '../../router';
import { ContentArticle } from '../../features/content/ContentArticle';
import { fairnessDocOf } from './game-fairness-docs';
import { isVerifiable } from './verifiers/verifiable';

// The verifier (the cores, hashing, the game scene) loads only on the pages that have one.
const VerifierSection = lazy(() => import('./verifiers/VerifierSection'));
/** Each game's own fairness part (a room's, a battle's, the round chains', a spin's), by slug. */
const SECTIONS = new Map<string, LazyExoticComponent<ComponentType>>([
  ...CLIENT_GAMES.flatMap((game): [string, LazyExoticComponent<ComponentType>][] =>
    game.fairnessSection ? [[game.lobby.key, lazy(game.fairnessSection)]] : [],
  ),
  ...CLIENT_REWARD_GAMES.map((game): [string, LazyExoticComponent<ComponentType>] => [
    game.fairness.slug,
    lazy(game.fairnessSection),
  ]),
]);

/** One provably-fair explanation page (the overview when `slug` is empty). */
export default function FairnessPage({ slug }: { slug: string }) {
  const doc = fairnessDocOf(slug);
  const Section = SECTIONS.get(slug);
  return (
    <ContentArticle doc={doc} eyebrow="Provably fair">
      <p className="content-article__text">
        Questions about a result? Send us the bet’s nonce and seeds through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
      {isVerifiable(slug) && (
        <Suspense fallback={<span className="skeleton page-skeleton__hero" aria-hidden="true" />}>
          <VerifierSection key={slug} game={slug} />
        </Suspense>
      )}
      {Section && (
        <Suspense fallback={<span className="skeleton page-skeleton__hero" aria-hidden="true" />}>
          <Section key={slug} />
        </Suspense>
      )}
    </ContentArticle>
  );
}
