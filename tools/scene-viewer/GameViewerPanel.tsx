import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createGameBus } from '../../games/engine/bus';
import {
  type AnyGameCommandsBus,
  type GameCommands,
  GAME_SOUNDS,
  type SceneName,
  sceneOf,
} from '../../games/registry.client';
import GameHost from '../../games/engine/GameHost';
import { PACES, type Pace } from '../../games/pace';
import { easingsWith, type EasingTable } from '../../games/engine/easings';
import { validateTuning, type TuningFile } from '../../games/engine/tuning';
import type { ViewerContext, ViewerValues } from '../../games/engine/viewerTypes';
import { FrameGraph } from './frames/FrameGraph';
import { motionOverride } from './motion/viewerMotion';
import { useNotice } from './notice/useNotice';
import { OutcomeFields } from './OutcomeFields';
import { PresetPanel } from './presets/PresetPanel';
import { ScreenshotButton } from './screenshot/ScreenshotButton';
import { TimelinePanel } from './timeline/TimelinePanel';
import { useTimeline } from './timeline/useTimeline';
import { TuningPanel } from './TuningPanel';
import type { GameViewer } from './viewers';

// One game in the viewer: its real scene, fake outcomes from buttons or a timeline of fake
// rounds at any pace, live tuning with presets, saved back to the game's tuning.json, and
// the previews (reduced motion, frame times, a screenshot).

/** An outcome command (it has an id) played at `pace`; anything else as it is. */
function atPace(payload: unknown, pace: Pace): unknown {
  return payload && typeof payload === 'object' && 'id' in payload ? { ...payload, pace } : payload;
}

const LOG_LINES = 60;

export function GameViewerPanel({ viewer, easings }: { viewer: GameViewer; easings: EasingTable }) {
  const bus = useMemo<AnyGameCommandsBus>(() => createGameBus<GameCommands>(), []);
  const [values, setValues] = useState<ViewerValues>(() =>
    Object.fromEntries(viewer.fields.map((f) => [f.key, f.initial])),
  );
  const [tuning, setTuning] = useState<TuningFile>(() => structuredClone(viewer.tuning));
  const initialTuning = useRef(tuning);
  const [reduced, setReduced] = useState(false);
  const [pace, setPace] = useState<Pace>('normal');
  const paceRef = useRef(pace);
  paceRef.current = pace;
  // What the game's viewer sends goes out at the chosen pace, as a page sends its bets.
  const pacedBus = useMemo<AnyGameCommandsBus>(
    () => ({
      ...bus,
      emit: ((type: keyof GameCommands, payload?: unknown) =>
        bus.emit(type, atPace(payload, paceRef.current) as never)) as AnyGameCommandsBus['emit'],
    }),
    [bus],
  );
  const [status, setStatus] = useState<{ text: string; error: boolean }>({
    text: '',
    error: false,
  });
  const [notice, showNotice] = useNotice();
  const [log, setLog] = useState<string[]>([]);
  const [sound, setSound] = useState(false);
  const counters = useRef({ id: 0, nonce: 0 });
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const timeline = useTimeline({ viewer, bus, pacedBus, values: valuesRef, pace: paceRef });
  const { player } = timeline;

  const context = useCallback(
    (): ViewerContext<GameCommands> => ({
      bus: pacedBus,
      values: valuesRef.current,
      nextId: () => `viewer-${++counters.current.id}`,
      nextNonce: () => counters.current.nonce++,
    }),
    [pacedBus],
  );

  const note = useCallback((line: string) => setLog((l) => [line, ...l].slice(0, LOG_LINES)), []);
  const attempt = useCallback((what: () => void) => {
    try {
      what();
      setStatus({ text: '', error: false });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  }, []);

  useEffect(() => {
    const onReady = () => {
      note('ready');
      attempt(() => viewer.setup(context()));
      player.sceneRestarted(); // a restart drops what the scene animated: replay the round
    };
    const onDone = ({ id }: { id: string }) => note(`done ${id}`);
    const onSound = ({ name, gain }: { name: string; gain?: number }) => {
      note(`sound ${name}${gain === undefined ? '' : ` gain ${gain.toFixed(2)}`}`);
      if (!soundRef.current) return;
      const [category, file] = name.split('.');
      const variants =
        category === 'game'
          ? GAME_SOUNDS.find((sound) => sound.name === file)?.variants
          : undefined;
      const variant = variants ? `-${1 + Math.floor(Math.random() * variants)}` : '';
      const audio = new Audio(`${import.meta.env.BASE_URL}audio/${category}/${file}${variant}.wav`);
      audio.volume = 0.3 * (gain ?? 1);
      void audio.play().catch(() => {});
    };
    bus.on('ready', onReady);
    bus.on('done', onDone);
    bus.on('sound', onSound);
    return () => {
      bus.off('ready', onReady);
      bus.off('done', onDone);
      bus.off('sound', onSound);
    };
  }, [bus, viewer, context, note, attempt, player]);

  // Reduced-motion preview: the scenes' own preference query answers "reduce", live.
  useEffect(() => {
    motionOverride.force(reduced ? true : null);
  }, [reduced]);

  // Live tuning: a valid change restarts the scene with it (the scene then sends 'ready').
  const errors = useMemo(
    () => validateTuning(tuning, viewer.tuning, easings),
    [tuning, viewer.tuning, easings],
  );
  useEffect(() => {
    if (errors.length > 0 || tuning === initialTuning.current) return;
    const timer = setTimeout(() => {
      void import('../../games/engine/stage')
        .then(({ getStage }) => getStage())
        .then((stage) => stage.restartCurrent({ tuning }));
    }, 150);
    return () => clearTimeout(timer);
  }, [tuning, errors]);

  const save = async () => {
    const answer = await fetch(`/__tuning/${viewer.scene}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tuning),
    }).catch(() => null);
    const body = (await answer?.json().catch(() => null)) as { message?: string } | null;
    // A notice, not the status: it outlives the hot reload and scene restart that may follow.
    showNotice(
      body?.message ?? 'Saving needs the viewer’s dev server (npm run viewer)',
      !answer?.ok,
    );
  };

  const line = notice ?? (status.text ? status : null);
  return (
    <>
      <div className="stage-column">
        <GameHost
          scene={viewer.scene}
          loadScene={sceneOf(viewer.scene as SceneName)}
          bus={bus}
          ariaLabel={`${viewer.title} scene`}
          className="stage-host"
        />
        <div className="stage-footer">
          <pre className="log" aria-label="Scene events">
            {log.join('\n')}
          </pre>
          <FrameGraph />
        </div>
      </div>
      <div className="panel">
        <h2 style={{ margin: 0 }}>{viewer.title}</h2>
        <OutcomeFields fields={viewer.fields} values={values} onChange={setValues} />
        <div className="buttons">
          {viewer.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() => attempt(() => action.run(context()))}
            >
              {action.label}
            </button>
          ))}
          <button type="button" className="secondary" onClick={() => bus.emit('scene:skip')}>
            Skip
          </button>
        </div>
        <div className="buttons">
          <label>
            <input
              type="checkbox"
              checked={reduced}
              onChange={(e) => setReduced(e.target.checked)}
            />{' '}
            reduced motion
          </label>
          <label>
            pace{' '}
            <select value={pace} onChange={(e) => setPace(e.target.value as Pace)}>
              {PACES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} />{' '}
            sound
          </label>
          <ScreenshotButton
            game={viewer.scene}
            onError={(text) => setStatus({ text, error: true })}
          />
        </div>
        <TimelinePanel
          state={timeline.state}
          settings={timeline.settings}
          onSettings={timeline.setSettings}
          onPlay={() => player.play()}
          onPause={() => player.pause()}
          onStep={() => player.stepOne()}
          onStop={() => player.reset()}
        />
        <p className={line?.error ? 'status error' : 'status'} role="status">
          {line?.text || (errors.length > 0 ? errors.join('; ') : '')}
        </p>
        <div className="buttons">
          <button type="button" onClick={() => void save()} disabled={errors.length > 0}>
            Save tuning.json
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => setTuning(structuredClone(viewer.tuning))}
          >
            Reset
          </button>
        </div>
        <PresetPanel
          game={viewer.scene}
          reference={viewer.tuning}
          tuning={tuning}
          easings={easings}
          onApply={setTuning}
        />
        <TuningPanel
          tuning={tuning}
          easingNames={Object.keys(easingsWith(easings))}
          onChange={setTuning}
        />
      </div>
    </>
  );
}
