import { Fragment } from 'react';
import type { ViewerField, ViewerValues } from '../../games/engine/viewerTypes';

// The game's inputs for fake outcomes (forced, or drawn from a seed), from its viewer.ts.

interface Props {
  fields: readonly ViewerField[];
  values: ViewerValues;
  onChange: (next: ViewerValues) => void;
}

export function OutcomeFields({ fields, values, onChange }: Props) {
  return (
    <fieldset>
      <legend>outcome</legend>
      {fields.map((field) => {
        const id = `field-${field.key}`;
        const set = (value: string) => onChange({ ...values, [field.key]: value });
        return (
          <Fragment key={field.key}>
            <label htmlFor={id}>{field.label}</label>
            {field.options ? (
              <select id={id} value={values[field.key]} onChange={(e) => set(e.target.value)}>
                {field.options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : (
              <input id={id} value={values[field.key]} onChange={(e) => set(e.target.value)} />
            )}
            {field.hint ? <p className="hint">{field.hint}</p> : null}
          </Fragment>
        );
      })}
    </fieldset>
  );
}
