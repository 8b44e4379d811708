import { memo } from 'react';
import type { InstantGame } from '../../../shared/contract/instantGames';
import { useRecentResults } from './results-store';

/** The last revealed outcomes of this game, newest first. */
export const ResultStrip = memo(function ResultStrip({ game }: { game: InstantGame }) {
  const recent = useRecentResults(game);
  return (
    <div className="result-strip">
      <h2 className="visually-hidden">Last results</h2>
      {recent.length === 0 ? (
        <p className="result-strip__empty">Your results will line up here.</p>
      ) : (
        <ol className="result-strip__list" aria-label="Last results, newest first">
          {recent.map((result) => (
            <li
              key={result.id}
              className={`result-chip result-chip--${result.tone}`}
              title={result.description}
            >
              <span aria-hidden="true">{result.label}</span>
              <span className="visually-hidden">{result.description}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
});
