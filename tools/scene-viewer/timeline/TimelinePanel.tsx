import type { TimelineState } from './player';
import type { TimelineSettings } from './useTimeline';
import { MAX_ROUNDS } from './useTimeline';

// The timeline's controls: how many fake rounds, from which seed, the gap between them and
// whether to loop; play, pause (after the round under way), one round at a time, stop.

interface Props {
  state: TimelineState;
  settings: TimelineSettings;
  onSettings: (next: TimelineSettings) => void;
  onPlay: () => void;
  onPause: () => void;
  onStep: () => void;
  onStop: () => void;
}

function progress(state: TimelineState): string {
  if (state.status === 'error') return state.error;
  if (state.status === 'idle') return 'Not started';
  const round = Math.min(state.round + 1, state.total);
  const parts = [
    state.status,
    `round ${round} of ${state.total}`,
    `played ${state.played}`,
    `landed ${state.landed}`,
  ];
  if (state.waiting > 0) parts.push(`${state.waiting} in flight`);
  if (state.pass > 0) parts.push(`pass ${state.pass + 1}`);
  return parts.join(' · ');
}

export function TimelinePanel({ state, settings, onSettings, ...on }: Props) {
  const set = (patch: Partial<TimelineSettings>) => onSettings({ ...settings, ...patch });
  const running = state.status === 'playing' || state.status === 'pausing';
  return (
    <fieldset>
      <legend>timeline of fake rounds</legend>
      <label htmlFor="timeline-count">Timeline rounds</label>
      <input
        id="timeline-count"
        type="number"
        min={1}
        max={MAX_ROUNDS}
        value={settings.count}
        onChange={(e) => set({ count: e.target.value })}
      />
      <label htmlFor="timeline-seed">Timeline seed</label>
      <input
        id="timeline-seed"
        value={settings.seed}
        onChange={(e) => set({ seed: e.target.value })}
      />
      <label htmlFor="timeline-gap">Gap between rounds (ms)</label>
      <input
        id="timeline-gap"
        type="number"
        min={0}
        step={100}
        value={settings.gap}
        onChange={(e) => set({ gap: e.target.value })}
      />
      <label htmlFor="timeline-loop">Loop</label>
      <input
        id="timeline-loop"
        type="checkbox"
        checked={settings.loop}
        onChange={(e) => set({ loop: e.target.checked })}
      />
      <p className="hint">
        Outcomes drawn by the game’s core from the seed, with the outcome fields above; played at
        the chosen pace. Pause lets the round under way finish.
      </p>
      <div className="buttons wide">
        <button type="button" onClick={on.onPlay} disabled={state.status === 'playing'}>
          Play timeline
        </button>
        <button
          type="button"
          className="secondary"
          onClick={on.onPause}
          disabled={state.status !== 'playing'}
        >
          Pause timeline
        </button>
        <button type="button" className="secondary" onClick={on.onStep} disabled={running}>
          Step one round
        </button>
        <button type="button" className="secondary" onClick={on.onStop}>
          Stop timeline
        </button>
      </div>
      <p className="timeline-progress wide" aria-label="Timeline progress" aria-live="polite">
        {progress(state)}
      </p>
      {state.label ? <p className="hint wide">this round: {state.label}</p> : null}
    </fieldset>
  );
}
