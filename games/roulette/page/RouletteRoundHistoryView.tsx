import { useEffect, useState } from 'react';
import { Link } from '../../../src/client/router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteHistoryEntry } from '../../../src/shared/contract/roulette';
import { messageOf } from '../../../src/client/lib/api-error';
import { RelativeTime } from '../../../src/client/ui/RelativeTime';
import { closeModalById } from '../../../src/client/features/modals/modal-store';
import { ModalFrame } from '../../../src/client/features/modals/ModalFrame';
import type { ModalViewProps } from '../../../src/client/features/modals/views/view-props';
import { colourOf, hiddenRoundOf, outcomeName } from './roulette-display';
import { rouletteApi } from './roulette-api';
import { roundCheckPath } from './RouletteHistory';
import './roulette.css';

/** ROULETTE_ROUND_HISTORY: the last 100 rounds, their slot and outcome, each verifiable. */
export default function RouletteRoundHistoryView({ modal, title }: ModalViewProps) {
  const [rounds, setRounds] = useState<RouletteHistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => closeModalById(modal.modalId);
  const hidden = hiddenRoundOf(modal.props);

  useEffect(() => {
    let live = true;
    rouletteApi.history().then(
      (answer) =>
        live && setRounds(answer.rounds.filter((round) => hidden === null || round.id < hidden)),
      (failure: unknown) => live && setError(messageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, [hidden]);

  return (
    <ModalFrame title={title} onClose={close}>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      {rounds === null && !error && <p aria-busy="true">Loading…</p>}
      {rounds?.length === 0 && <p>No round has rolled yet.</p>}
      {rounds && rounds.length > 0 && (
        <table className="roulette-table" data-testid="roulette-round-history">
          <caption className="visually-hidden">
            The last {rounds.length} rounds, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Result</th>
              <th scope="col">When</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <th scope="row">#{round.number}</th>
                <td>
                  <span className={`roulette-chip roulette-chip--${colourOf(round.slot)}`}>
                    {round.slot}
                  </span>{' '}
                  {outcomeName(round.outcome)}
                </td>
                <td>
                  <RelativeTime date={round.endedAt} />
                </td>
                <td>
                  <Link
                    to={roundCheckPath(round.hash)}
                    onClick={close}
                    aria-label={`Verify round ${round.number}`}
                  >
                    Verify
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ModalFrame>
  );
}
