import { useEffect } from 'react';
import { Link } from '../../router';
import { Button } from '../../ui/Button';
import { closeModalById, openAuth } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { selectIsLoggedIn, useSession } from '../session/session-store';
import { ClientSeedForm } from './ClientSeedForm';
import { seedsStore, useSeeds } from './seeds-store';
import { SeedValue } from './SeedValue';
import '../instant-games/instant-games.css';
import './fairness.css';

/** FAIRNESS: the player's seed pair, from any game, with the client seed change (rotation). */
export default function FairnessView({ modal, title }: ModalViewProps) {
  const loggedIn = useSession(selectIsLoggedIn);
  const seeds = useSeeds((state) => state.seeds);
  const error = useSeeds((state) => state.error);
  const close = () => closeModalById(modal.modalId);

  useEffect(() => {
    if (loggedIn) void seedsStore.getState().load();
  }, [loggedIn]);

  return (
    <ModalFrame
      title={title}
      description="Every result comes from your server seed, your client seed and the nonce."
      onClose={close}
    >
      {!loggedIn ? (
        <div className="modal-form">
          <p>Log in to see and change your seed pair.</p>
          <Button variant="primary" size="lg" onClick={() => openAuth('login')}>
            Log in
          </Button>
        </div>
      ) : (
        <div className="modal-form">
          {error && !seeds && (
            <p className="bet-panel__error" role="alert">
              {error}
            </p>
          )}
          {seeds ? (
            <dl className="seed-list" data-testid="fairness-modal-pair">
              <SeedValue label="Server seed hash" value={seeds.active.serverSeedHash} />
              <SeedValue label="Client seed" value={seeds.active.clientSeed} />
              <SeedValue
                label="Nonce (bets made)"
                value={String(seeds.active.nonce)}
                copy={false}
              />
              <SeedValue label="Next server seed hash" value={seeds.next.serverSeedHash} />
            </dl>
          ) : (
            !error && <span className="skeleton fairness-tab__skeleton" aria-label="Loading" />
          )}
          <ClientSeedForm />
          <Link to="/profile/fairness" onClick={close}>
            Revealed seeds and verification
          </Link>
        </div>
      )}
    </ModalFrame>
  );
}
