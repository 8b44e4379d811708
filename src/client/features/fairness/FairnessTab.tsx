import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { LiabilitiesProofSection } from '../liabilities/LiabilitiesProofSection';
import { ClientSeedForm } from './ClientSeedForm';
import { RevealedPairs } from './RevealedPairs';
import { seedsStore, useSeeds } from './seeds-store';
import { SeedValue } from './SeedValue';
import '../../ui/card.css';
import '../../ui/section.css';
import '../instant-games/instant-games.css';
import './fairness.css';

/** Profile › Fairness: the active pair, the next hash, rotation and the revealed pairs. */
export function FairnessTab() {
  const seeds = useSeeds((state) => state.seeds);
  const revealed = useSeeds((state) => state.revealed);
  const nextCursor = useSeeds((state) => state.nextCursor);
  const error = useSeeds((state) => state.error);

  useEffect(() => {
    void seedsStore.getState().load();
  }, []);

  return (
    <div className="fairness-tab">
      <section className="surface-card" aria-labelledby="active-pair-title">
        <h2 id="active-pair-title" className="section-title">
          Active seed pair
        </h2>
        {error && !seeds && (
          <p className="bet-panel__error" role="alert">
            {error}
          </p>
        )}
        {seeds ? (
          <dl className="seed-list" data-testid="active-pair">
            <SeedValue label="Server seed hash" value={seeds.active.serverSeedHash} />
            <SeedValue label="Client seed" value={seeds.active.clientSeed} />
            <SeedValue label="Nonce (bets made)" value={String(seeds.active.nonce)} copy={false} />
            <SeedValue label="Next server seed hash" value={seeds.next.serverSeedHash} />
          </dl>
        ) : (
          !error && <span className="skeleton fairness-tab__skeleton" aria-label="Loading" />
        )}
        <ClientSeedForm />
      </section>
      <section className="surface-card" aria-labelledby="revealed-title">
        <h2 id="revealed-title" className="section-title">
          Revealed seed pairs
        </h2>
        {revealed ? (
          <>
            <RevealedPairs pairs={revealed} />
            {nextCursor && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => void seedsStore.getState().loadMore()}
              >
                Show older pairs
              </Button>
            )}
          </>
        ) : (
          <span className="skeleton fairness-tab__skeleton" aria-hidden="true" />
        )}
      </section>
      <LiabilitiesProofSection />
    </div>
  );
}
