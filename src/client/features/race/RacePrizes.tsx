import type { Race } from '../../../shared/contract';
import { Amount } from '../../ui/Amount';

/** The pool and what each paid rank wins. */
export function RacePrizes({ race }: { race: Race }) {
  return (
    <section className="race-prizes" aria-labelledby={`${race.kind}-prizes-title`}>
      <h3 id={`${race.kind}-prizes-title`} className="race-section-title">
        Prizes
      </h3>
      <ol className="race-prizes__list" aria-labelledby={`${race.kind}-prizes-title`}>
        {race.prizes.map((prize, i) => (
          <li key={i} className="race-prizes__item">
            <span className="race-prizes__rank">#{i + 1}</span>
            <Amount value={prize} size="sm" />
          </li>
        ))}
      </ol>
    </section>
  );
}
