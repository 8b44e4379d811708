import { flag, level, minutes, type SliceEnv } from '../envFields';

/** The rain (domain/rain): how often it falls and who catches it. */
export const rainEnv = {
  RAIN_INTERVAL_MINUTES: minutes.max(1440).default(30),
  RAIN_ACTIVE_MINUTES: minutes.max(1440).default(30),
  RAIN_MIN_LEVEL: level.default(1),
  RAIN_SCHEDULED: flag.default(true),
};

export interface RainConfig {
  rain: {
    /** A rain falls at every multiple of this many milliseconds since the epoch. */
    intervalMs: number;
    /** Eligible: sent a chat message within this many milliseconds before the rain. */
    activeWindowMs: number;
    /** Eligible: at least this level. */
    minLevel: number;
    /** This process runs the rounds when they fall (tests start rounds themselves). */
    scheduled: boolean;
  };
}

export function rainConfig(e: SliceEnv<typeof rainEnv>): RainConfig {
  return {
    rain: {
      intervalMs: e.RAIN_INTERVAL_MINUTES * 60_000,
      activeWindowMs: e.RAIN_ACTIVE_MINUTES * 60_000,
      minLevel: e.RAIN_MIN_LEVEL,
      scheduled: e.RAIN_SCHEDULED,
    },
  };
}
