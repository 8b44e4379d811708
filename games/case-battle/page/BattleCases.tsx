import { CaseArt } from '../../../src/client/features/cases/CaseArt';

/** The list's case pictures are small: fetched at this box (1x and 2x). */
const CASE_BOX = { width: 72, height: 48 };

export interface BattleCaseThumb {
  key: string;
  name: string;
  image: string | null;
  amount: number;
}

/**
 * A battle's cases as pictures (or the drawn crate when the site serves none), each with
 * how many times every seat opens it.
 */
export function BattleCases({
  cases,
  max = 4,
}: {
  cases: readonly BattleCaseThumb[];
  max?: number;
}) {
  const shown = cases.slice(0, max);
  const hidden = cases.length - shown.length;
  return (
    <ul className="battle-cases" aria-label="Cases">
      {shown.map((box) => (
        <li key={box.key} className="battle-cases__case" title={box.name}>
          <CaseArt image={box.image} rarity="mil-spec" kind="case" box={CASE_BOX} />
          <span className="battle-cases__amount" aria-hidden="true">
            ×{box.amount}
          </span>
          <span className="visually-hidden">
            {box.name}, opened {box.amount} {box.amount === 1 ? 'time' : 'times'}
          </span>
        </li>
      ))}
      {hidden > 0 && <li className="battle-cases__more">+{hidden}</li>}
    </ul>
  );
}
