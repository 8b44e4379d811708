import { useEffect, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteJackpotPayout } from '../../../shared/contract/roulette';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { RelativeTime } from '../../ui/RelativeTime';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
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
      description="Three greens in a row pay the pool to that round's green bets, in proportion to their stakes."
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
            <li key={paid.roundId} className="roulette-jackpots__item">
              <p className="roulette-jackpots__head">
                <span>Round #{paid.number}</span>
                <Amount value={paid.amount} />
                <RelativeTime date={paid.endedAt} />
              </p>
              {paid.winners.length === 0 ? (
                <p className="roulette-jackpots__none">No green bets shared it.</p>
              ) : (
                <ul
                  className="roulette-jackpots__winners"
                  aria-label={`Winners of round ${paid.number}`}
                >
                  {paid.winners.map((winner) => (
                    <li key={winner.username}>
                      <span>{winner.username}</span> <Amount value={winner.amount} size="sm" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </ModalFrame>
  );
}
