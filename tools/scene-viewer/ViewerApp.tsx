import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createGameBus } from '../../games/engine/bus';
import {
  type AnyGameCommandsBus,
  type GameCommands,
  type SceneName,
  sceneOf,
} from '../../games/registry.client';
import GameHost from '../../games/engine/GameHost';
import { PACES, type Pace } from '../../games/pace';
import { validateTuning, type TuningFile } from '../../games/engine/tuning';
import type { ViewerContext, ViewerValues } from '../../games/engine/viewerTypes';
import { TuningPanel } from './TuningPanel';
import { type GameViewer, viewerEntries } from './viewers';

// The designers' page: pick a game, fire fake outcomes at its real scene at any pace, tune
// it live and save the tuning back to the game's tuning.json.

/** An outcome command (it has an id) played at `pace`; anything else as it is. */
function atPace(payload: unknown, pace: Pace): unknown {
  return payload && typeof payload === 'object' && 'id' in payload ? { ...payload, pace } : payload;
}

const LOG_LINES = 60;

export function ViewerApp() {
  const game = new URLSearchParams(location.search).get('game') ?? viewerEntries[0]?.game;
  const entry = viewerEntries.find((e) => e.game === game) ?? viewerEntries[0];
  const [viewer, setViewer] = useState<GameViewer | null>(null);

  useEffect(() => {
    let live = true;
    void entry?.load().then((loaded) => live && setViewer(loaded));
    return () => {
      live = false;
    };
  }, [entry]);

  return (
    <div className="viewer">
      <nav aria-label="Games">
        {viewerEntries.map((e) => (
          <a key={e.game} href={`?game=${e.game}`} aria-current={e === entry ? 'page' : undefined}>
            {e.game}
          </a>
        ))}
      </nav>
      {viewer ? <GameViewerPanel key={viewer.scene} viewer={viewer} /> : <p>Loading…</p>}
    </div>
  );
}

function GameViewerPanel({ viewer }: { viewer: GameViewer }) {
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
  const [log, setLog] = useState<string[]>([]);
  const [sound, setSound] = useState(false);
  const counters = useRef({ id: 0, nonce: 0 });
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const soundRef = useRef(sound);
  soundRef.current = sound;

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
    };
    const onDone = ({ id }: { id: string }) => note(`done ${id}`);
    const onSound = ({ name, gain }: { name: string; gain?: number }) => {
      note(`sound ${name}${gain === undefined ? '' : ` gain ${gain.toFixed(2)}`}`);
      if (!soundRef.current) return;
      const [category, file] = name.split('.');
      const variant = file === 'plinko-bounce' ? `-${1 + Math.floor(Math.random() * 5)}` : '';
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
  }, [bus, viewer, context, note, attempt]);

  // Live tuning: a valid change restarts the scene with it (the scene then sends 'ready').
  const errors = useMemo(() => validateTuning(tuning, viewer.tuning), [tuning, viewer.tuning]);
  useEffect(() => {
    if (errors.length > 0 || (tuning === initialTuning.current && !reduced)) return;
    const timer = setTimeout(() => {
      void import('../../games/engine/stage')
        .then(({ getStage }) => getStage())
        .then((stage) => stage.restartCurrent({ tuning, motion: { reduced } }));
    }, 150);
    return () => clearTimeout(timer);
  }, [tuning, reduced, errors]);

  const save = async () => {
    const answer = await fetch(`/__tuning/${viewer.scene}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tuning),
    }).catch(() => null);
    const body = (await answer?.json().catch(() => null)) as { message?: string } | null;
    setStatus({
      text: body?.message ?? 'Saving needs the viewer’s dev server (npm run viewer)',
      error: !answer?.ok,
    });
  };

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
        <pre className="log" aria-label="Scene events">
          {log.join('\n')}
        </pre>
      </div>
      <div className="panel">
        <h2 style={{ margin: 0 }}>{viewer.title}</h2>
        <fieldset>
          <legend>outcome</legend>
          {viewer.fields.map((field) => {
            const id = `field-${field.key}`;
            const set = (value: string) => setValues((v) => ({ ...v, [field.key]: value }));
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
        </div>
        <p className={status.error ? 'status error' : 'status'} role="status">
          {status.text || (errors.length > 0 ? errors.join('; ') : '')}
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
        <TuningPanel tuning={tuning} onChange={setTuning} />
      </div>
    </>
  );
}
