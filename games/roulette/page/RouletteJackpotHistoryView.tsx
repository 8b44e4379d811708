import { useEffect, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteJackpotPayout } from '../../../src/shared/contract/roulette';
import { messageOf } from '../../../src/client/lib/api-error';
import { closeModalById } from '../../../src/client/features/modals/modal-store';
import { ModalFrame } from '../../../src/client/features/modals/ModalFrame';
import type { ModalViewProps } from '../../../src/client/features/modals/views/view-props';
import { JackpotPayoutItem } from './JackpotPayoutItem';
import { rouletteApi } from './roulette-api';
import { hiddenRoundOf } from './roulette-display';
import './roulette.css';

/** ROULETTE_JACKPOT_HISTORY: the last 20 Triple Green payouts and who shared each pool. */
export default function RouletteJackpotHistoryView({ modal, title }: ModalViewProps) {
  const [jackpots, setJackpots] = useState<RouletteJackpotPayout[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => closeModalById(modal.modalId);
  const hidden = hiddenRoundOf(modal.props);

  useEffect(() => {
    let live = true;
    rouletteApi.jackpots().then(
      (answer) =>
        live &&
        setJackpots(answer.jackpots.filter((paid) => hidden === null || paid.roundId < hidden)),
      (failure: unknown) => live && setError(messageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, [hidden]);

  return (
    <ModalFrame
      title={title}
      description="Three greens in a row pay the pool to the green bets of the streak's three rounds. Each claims its stake × 225, × 15 or × 1 by round: paid in full when the pool covers every claim, else pro rata (see Fairness)."
      onClose={close}
    >
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      {jackpots === null && !error && <p aria-busy="true">Loading…</p>}
      {jackpots?.length === 0 && <p>No jackpot has been paid yet.</p>}
      {jackpots && jackpots.length > 0 && (
        <ol className="roulette-jackpots" data-testid="roulette-jackpot-history">
          {jackpots.map((paid) => (
            <JackpotPayoutItem key={paid.roundId} paid={paid} />
          ))}
        </ol>
      )}
    </ModalFrame>
  );
}
