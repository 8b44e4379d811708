import { useEffect, useId } from 'react';
import type { CaseSummary } from '../../../shared/contract/cases';
import { CaseArt } from '../cases/CaseArt';
import { casesStore, useCaseList } from '../cases/cases-store';

/**
 * The case's picture: one of the site's own cases' (no uploads). Chooses the first once the
 * list arrives, so a case always has one.
 */
export function CasePicturePicker(props: {
  value: string;
  onChange(slug: string): void;
  error?: string;
}) {
  const id = useId();
  const list = useCaseList();
  const cases: readonly CaseSummary[] = list?.status === 'ready' ? list.value : [];
  const { value, onChange } = props;
  useEffect(() => {
    void casesStore.getState().loadList();
  }, []);
  useEffect(() => {
    if (!value && cases[0]) onChange(cases[0].slug);
  }, [value, cases, onChange]);
  const chosen = cases.find((box) => box.slug === value);

  return (
    <div className="case-picture-picker">
      {chosen ? (
        <CaseArt
          image={chosen.image}
          rarity={chosen.topRarity}
          kind="case"
          slug={chosen.slug}
          box={{ width: 96, height: 64 }}
          className="case-picture-picker__art"
        />
      ) : (
        <span className="skeleton case-picture-picker__art" aria-hidden="true" />
      )}
      <label className="builder-field" htmlFor={`${id}-picture`}>
        <span className="builder-field__label">Picture</span>
        <select
          id={`${id}-picture`}
          className="game-select"
          value={value}
          disabled={cases.length === 0}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {cases.length === 0 && <option value="">Loading pictures…</option>}
          {cases.map((box) => (
            <option key={box.slug} value={box.slug}>
              {box.name}
            </option>
          ))}
        </select>
      </label>
      {props.error && (
        <p id={`${id}-error`} className="builder-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
