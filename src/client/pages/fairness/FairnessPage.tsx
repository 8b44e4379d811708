import { lazy, Suspense } from 'react';
import { Link } from '../../router';
import { ContentArticle } from '../../features/content/ContentArticle';
import { fairnessDoc, fairnessDocs } from '../../features/content/fairness';
import type { ContentDoc } from '../../features/content/types';
import { fairnessDiceDoc } from './verifiers/dice-fairness-doc';
import { fairnessSkinUpgraderDoc } from './verifiers/skin-upgrader-fairness-doc';
import { isVerifiable } from './verifiers/verifiable';
import { fairnessWheelDoc } from './wheel/wheel-fairness-doc';

// The verifier (the cores, hashing, the game scene) loads only on the pages that have one.
const VerifierSection = lazy(() => import('./verifiers/VerifierSection'));
// The round games' page: their published chains and a round checker.
const RoundChainsSection = lazy(() => import('./rounds/RoundChainsSection'));
const CoinFlipVerifierSection = lazy(() => import('./coinflip/CoinFlipVerifierSection'));
const CaseBattleVerifierSection = lazy(() => import('./case-battles/CaseBattleVerifierSection'));
const WheelVerifierSection = lazy(() => import('./wheel/WheelVerifierSection'));

/** The pages of the games whose explanation travels with their verifier. */
const VERIFIER_DOCS: Partial<Record<string, ContentDoc>> = {
  dice: fairnessDiceDoc,
  'skin-upgrader': fairnessSkinUpgraderDoc,
  wheel: fairnessWheelDoc,
};

/** One provably-fair explanation page (the overview when `slug` is empty). */
export default function FairnessPage({ slug }: { slug: string }) {
  const doc = fairnessDoc(slug) ?? VERIFIER_DOCS[slug] ?? fairnessDocs[0]!;
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
      {slug === 'roulette' && (
        <Suspense fallback={<span className="skeleton page-skeleton__hero" aria-hidden="true" />}>
          <RoundChainsSection />
        </Suspense>
      )}
      {slug === 'coinflip' && (
        <Suspense fallback={<span className="skeleton page-skeleton__hero" aria-hidden="true" />}>
          <CoinFlipVerifierSection />
        </Suspense>
      )}
      {slug === 'case-battles' && (
        <Suspense fallback={<span className="skeleton page-skeleton__hero" aria-hidden="true" />}>
          <CaseBattleVerifierSection />
        </Suspense>
      )}
      {slug === 'wheel' && (
        <Suspense fallback={<span className="skeleton page-skeleton__hero" aria-hidden="true" />}>
          <WheelVerifierSection />
        </Suspense>
      )}
    </ContentArticle>
  );
}
