import { memo, useEffect, useState } from 'react';
import { Link } from '../../../src/client/router';
import { formatCrashMultiplier } from '../core';
import { crashApi, type CrashHistoryAnswer } from './crash-api';

type HistoryRound = CrashHistoryAnswer['rounds'][number];

/** How many past crashes the strip shows. */
const SHOWN = 20;

/** A crash point's colour band: under 2x, 2x to 10x, 10x and up. */
function band(crashPoint: number): 'low' | 'mid' | 'high' {
  if (crashPoint < 200) return 'low';
  return crashPoint < 1_000 ? 'mid' : 'high';
}

/**
 * The last crash points, newest first; loaded again whenever `endedRoundId` changes (a
 * round just ended). A failed load keeps the strip as it was.
 */
export const CrashHistory = memo(function CrashHistory({
  endedRoundId,
}: {
  endedRoundId: number | null;
}) {
  const [rounds, setRounds] = useState<HistoryRound[] | null>(null);
  useEffect(() => {
    let live = true;
    crashApi.history().then(
      (answer) => {
        if (live) setRounds(answer.rounds.slice(0, SHOWN));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [endedRoundId]);

  return (
    <div className="result-strip crash-history">
      <h2 className="visually-hidden">Last crashes</h2>
      {rounds === null || rounds.length === 0 ? (
        <p className="result-strip__empty">
          {rounds === null ? 'Loading the last crashes…' : 'No round has crashed yet.'}
        </p>
      ) : (
        <ol className="result-strip__list" aria-label="Last crashes, newest first">
          {rounds.map((round) => (
            <li
              key={round.id}
              className={`crash-chip crash-chip--${band(round.crashPoint)}`}
              title={`Round #${round.number} crashed at ${formatCrashMultiplier(round.crashPoint)}. Hash ${round.hash}`}
              data-testid="crash-history-chip"
              data-round={round.number}
              data-crash-point={round.crashPoint}
            >
              {/* Every finished round links to its check: result and place in the chain. */}
              <Link
                className="crash-chip__link"
                to={`/fairness/roulette?game=crash&hash=${round.hash}`}
                aria-label={`Round ${round.number}, ${formatCrashMultiplier(round.crashPoint)}: verify`}
              >
                {formatCrashMultiplier(round.crashPoint)}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
});
