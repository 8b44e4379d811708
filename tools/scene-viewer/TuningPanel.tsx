import { Fragment } from 'react';
import { TUNING_SECTIONS, type TuningFile, type TuningSection } from '../../games/engine/tuning';

// Live controls for every setting of a game's tuning.json, built from its five sections.

const STEP: Record<'durations' | 'sizes' | 'factors', string> = {
  durations: '10',
  sizes: '1',
  factors: '0.01',
};

interface Props {
  tuning: TuningFile;
  /** The curves this game's tuning may name: the engine's and its own. */
  easingNames: readonly string[];
  onChange: (next: TuningFile) => void;
}

export function TuningPanel({ tuning, easingNames, onChange }: Props) {
  const set = (section: TuningSection, key: string, value: string | number) =>
    onChange({ ...tuning, [section]: { ...tuning[section], [key]: value } });

  return (
    <>
      {TUNING_SECTIONS.map((section) => (
        <fieldset key={section}>
          <legend>{section}</legend>
          {Object.entries(tuning[section]).map(([key, value]) => {
            const id = `tuning-${section}-${key}`;
            let input;
            if (section === 'easings') {
              input = (
                <select
                  id={id}
                  value={String(value)}
                  onChange={(e) => set(section, key, e.target.value)}
                >
                  {easingNames.map((name) => (
                    <option key={name}>{name}</option>
                  ))}
                </select>
              );
            } else if (section === 'colours') {
              input = (
                <input
                  id={id}
                  type="color"
                  value={String(value)}
                  onChange={(e) => set(section, key, e.target.value)}
                />
              );
            } else {
              input = (
                <input
                  id={id}
                  type="number"
                  step={STEP[section]}
                  min={0}
                  value={Number(value)}
                  onChange={(e) => set(section, key, e.target.valueAsNumber)}
                />
              );
            }
            return (
              <Fragment key={key}>
                <label htmlFor={id}>{key}</label>
                {input}
              </Fragment>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
