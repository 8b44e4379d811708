import { useMemo, useState } from 'react';
import type { EasingTable } from '../../../games/engine/easings';
import type { TuningFile } from '../../../games/engine/tuning';
import {
  builtInPresets,
  deleteUserPreset,
  saveUserPreset,
  userPresets,
  type Preset,
} from './presets';

// Presets in the viewer: picking one applies it live (the scene restarts with it); the
// designer's own are saved from the current values, per game, in this browser.

interface Props {
  game: string;
  /** The game's tuning.json: the Default preset, and the shape every preset must have. */
  reference: TuningFile;
  tuning: TuningFile;
  /** The game's own curves, which a preset may name besides the engine's. */
  easings: EasingTable;
  onApply: (tuning: TuningFile) => void;
}

export function PresetPanel({ game, reference, tuning, easings, onApply }: Props) {
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const builtIn = useMemo(() => builtInPresets(reference), [reference]);
  const own = useMemo(
    () => userPresets(localStorage, game, reference, easings),
    [game, reference, easings, version], // re-read after every save or delete
  );
  const all: Preset[] = [...builtIn, ...own.presets];
  const selected = all.find((p) => p.name === chosen);

  const apply = (presetName: string) => {
    setChosen(presetName);
    const preset = all.find((p) => p.name === presetName);
    if (preset) onApply(structuredClone(preset.tuning));
  };
  const save = () => {
    const error = saveUserPreset(localStorage, game, name, tuning, reference, easings);
    setProblem(error ?? '');
    if (error) return;
    setVersion((v) => v + 1);
    setChosen(name.trim());
    setName('');
  };
  const remove = () => {
    if (!selected || selected.builtIn) return;
    deleteUserPreset(localStorage, game, selected.name);
    setVersion((v) => v + 1);
    setChosen('');
  };

  return (
    <fieldset>
      <legend>presets</legend>
      <label htmlFor="preset">Preset</label>
      <select id="preset" value={chosen} onChange={(e) => apply(e.target.value)}>
        <option value="">choose…</option>
        <optgroup label="built in">
          {builtIn.map((p) => (
            <option key={p.name}>{p.name}</option>
          ))}
        </optgroup>
        {own.presets.length > 0 ? (
          <optgroup label="saved here">
            {own.presets.map((p) => (
              <option key={p.name}>{p.name}</option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <label htmlFor="preset-name">Save current as</label>
      <input
        id="preset-name"
        value={name}
        placeholder="preset name"
        onChange={(e) => setName(e.target.value)}
      />
      <div className="buttons wide">
        <button type="button" className="secondary" onClick={save}>
          Save preset
        </button>
        <button
          type="button"
          className="secondary"
          onClick={remove}
          disabled={!selected || selected.builtIn}
        >
          Delete preset
        </button>
      </div>
      {problem ? <p className="hint error wide">{problem}</p> : null}
      {own.stale.length > 0 ? (
        <p className="hint wide">
          Left out (made for an older tuning.json): {own.stale.join(', ')}
        </p>
      ) : null}
      <p className="hint wide">Snappy and Cinematic scale every duration by 0.6 and 1.6.</p>
    </fieldset>
  );
}
