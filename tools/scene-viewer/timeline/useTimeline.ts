import { type RefObject, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { PACE_FACTORS, type Pace } from '../../../games/pace';
import type { ViewerValues } from '../../../games/engine/viewerTypes';
import type { AnyGameCommandsBus } from '../../../games/registry.client';
import type { GameViewer } from '../viewers';
import { TimelinePlayer, type TimelineState } from './player';

// A game's timeline player in the viewer: rounds drawn by the game's viewer from the
// timeline's seed and the outcome fields, sent on the paced bus, landed by the scene's done.

export interface TimelineSettings {
  count: string;
  seed: string;
  /** Between rounds, ms at normal pace. */
  gap: string;
  loop: boolean;
}

export const MAX_ROUNDS = 200;

interface Sources {
  viewer: GameViewer;
  /** The scene's bus (its done events). */
  bus: AnyGameCommandsBus;
  /** The bus that stamps outcomes with the chosen pace. */
  pacedBus: AnyGameCommandsBus;
  values: RefObject<ViewerValues>;
  pace: RefObject<Pace>;
}

export function useTimeline({ viewer, bus, pacedBus, values, pace }: Sources) {
  const [settings, setSettings] = useState<TimelineSettings>({
    count: '10',
    seed: 'timeline',
    gap: '800',
    loop: false,
  });
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const player = useMemo(
    () =>
      new TimelinePlayer({
        generate: (prefix) => {
          const count = Number.parseInt(settingsRef.current.count, 10);
          if (!(count >= 1 && count <= MAX_ROUNDS))
            throw new Error(`A timeline is 1 to ${MAX_ROUNDS} rounds`);
          return viewer.timeline({
            values: values.current,
            seed: settingsRef.current.seed,
            count,
            prefix,
          });
        },
        send: (command) => pacedBus.emit(command.type, command.payload as never),
        schedule: (what, ms) => {
          const timer = setTimeout(what, ms);
          return () => clearTimeout(timer);
        },
        pauseFactor: () => PACE_FACTORS[pace.current],
        gapMs: () => Math.max(0, Number.parseFloat(settingsRef.current.gap) || 0),
        loop: () => settingsRef.current.loop,
      }),
    [viewer, pacedBus, values, pace, settingsRef],
  );

  useEffect(() => {
    const onDone = ({ id }: { id: string }) => player.landed(id);
    bus.on('done', onDone);
    return () => {
      bus.off('done', onDone);
      player.reset();
    };
  }, [bus, player]);

  const state: TimelineState = useSyncExternalStore(player.subscribe, player.getState);
  return { player, state, settings, setSettings };
}
