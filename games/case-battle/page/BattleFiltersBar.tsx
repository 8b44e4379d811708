import { useState } from 'react';
import {
  CASE_BATTLE_MODES,
  CASE_BATTLE_MODE_LABELS,
} from '../../../src/shared/contract/battleEnums';
import {
  BATTLE_SORTS,
  BATTLE_SORT_LABELS,
  parsePriceBound,
  type BattleFilters,
} from './battle-filters';

interface BattleFiltersBarProps {
  filters: BattleFilters;
  onChange: (filters: BattleFilters) => void;
}

/** The list's mode, price range, joinable-only and sort controls. */
export function BattleFiltersBar({ filters, onChange }: BattleFiltersBarProps) {
  const [minText, setMinText] = useState('');
  const [maxText, setMaxText] = useState('');
  const min = parsePriceBound(minText);
  const max = parsePriceBound(maxText);
  const setBound = (which: 'min' | 'max', text: string) => {
    (which === 'min' ? setMinText : setMaxText)(text);
    const parsed = parsePriceBound(text);
    // An unreadable bound leaves the list as it was and says so under the field.
    if (parsed.valid)
      onChange({ ...filters, [which === 'min' ? 'minPrice' : 'maxPrice']: parsed.value });
  };

  return (
    <form
      className="battle-filters"
      role="search"
      aria-label="Filter battles"
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="battle-filters__field">
        <span>Mode</span>
        <select
          value={filters.mode}
          onChange={(event) =>
            onChange({ ...filters, mode: event.target.value as BattleFilters['mode'] })
          }
        >
          <option value="ALL">All modes</option>
          {CASE_BATTLE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {CASE_BATTLE_MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      </label>
      <label className="battle-filters__field">
        <span>Min price</span>
        <input
          inputMode="decimal"
          value={minText}
          placeholder="0.00"
          aria-invalid={!min.valid || undefined}
          onChange={(event) => setBound('min', event.target.value)}
        />
      </label>
      <label className="battle-filters__field">
        <span>Max price</span>
        <input
          inputMode="decimal"
          value={maxText}
          placeholder="Any"
          aria-invalid={!max.valid || undefined}
          onChange={(event) => setBound('max', event.target.value)}
        />
      </label>
      <label className="battle-filters__field">
        <span>Sort</span>
        <select
          value={filters.sort}
          onChange={(event) =>
            onChange({ ...filters, sort: event.target.value as BattleFilters['sort'] })
          }
        >
          {BATTLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {BATTLE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className="battle-filters__check">
        <input
          type="checkbox"
          checked={filters.joinableOnly}
          onChange={(event) => onChange({ ...filters, joinableOnly: event.target.checked })}
        />
        <span>Joinable only</span>
      </label>
      {(!min.valid || !max.valid) && (
        <p className="battle-filters__error" role="alert">
          Prices are gem amounts like 12.50
        </p>
      )}
    </form>
  );
}
