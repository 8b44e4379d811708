import { describe, expect, it } from 'vitest';
import type { TuningFile } from '../../../games/engine/tuning';
import {
  builtInPresets,
  deleteUserPreset,
  saveUserPreset,
  scaleDurations,
  userPresets,
  type PresetStorage,
} from './presets';

const tuning: TuningFile = {
  durations: { roll: 900, zone: 45_000, label: 0 },
  easings: { roll: 'rollSliderEase' },
  colours: { win: '#2fe39b' },
  sizes: { width: 800 },
  factors: { reducedMotion: 0.3 },
};

/** Dice, the game these presets are for, has no curves of its own. */
const NO_CURVES = {};

function memory(): PresetStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('built-in presets', () => {
  it('scale every duration, in whole ms within the allowed range, and nothing else', () => {
    const [normal, snappy, cinematic] = builtInPresets(tuning);
    expect(normal).toMatchObject({ name: 'Default', tuning, builtIn: true });
    expect(snappy?.name).toBe('Snappy');
    expect(snappy?.tuning.durations).toEqual({ roll: 540, zone: 27_000, label: 0 });
    expect(cinematic?.name).toBe('Cinematic');
    expect(cinematic?.tuning.durations).toEqual({ roll: 1_440, zone: 60_000, label: 0 });
    expect(cinematic?.tuning.easings).toEqual(tuning.easings);
    expect(cinematic?.tuning.factors).toEqual(tuning.factors);
  });

  it('leave the tuning they came from alone', () => {
    const copy = structuredClone(tuning);
    scaleDurations(tuning, 3).colours.win = '#000000';
    expect(tuning).toEqual(copy);
  });
});

describe('user presets', () => {
  it('are saved per game, listed by name, replaced and deleted', () => {
    const storage = memory();
    const fast = scaleDurations(tuning, 0.5);
    expect(saveUserPreset(storage, 'dice', ' quick ', fast, tuning, NO_CURVES)).toBeNull();
    expect(saveUserPreset(storage, 'dice', 'Amber', tuning, tuning, NO_CURVES)).toBeNull();
    expect(userPresets(storage, 'dice', tuning, NO_CURVES).presets.map((p) => p.name)).toEqual([
      'Amber',
      'quick',
    ]);
    expect(userPresets(storage, 'mines', tuning, NO_CURVES).presets).toEqual([]);
    expect(saveUserPreset(storage, 'dice', 'quick', tuning, tuning, NO_CURVES)).toBeNull();
    expect(userPresets(storage, 'dice', tuning, NO_CURVES).presets[1]).toEqual({
      name: 'quick',
      tuning,
      builtIn: false,
    });
    deleteUserPreset(storage, 'dice', 'Amber');
    expect(userPresets(storage, 'dice', tuning, NO_CURVES).presets.map((p) => p.name)).toEqual([
      'quick',
    ]);
  });

  it('refuse no name, a built-in name and a tuning out of range', () => {
    const storage = memory();
    expect(saveUserPreset(storage, 'dice', '  ', tuning, tuning, NO_CURVES)).toBe(
      'Name the preset first',
    );
    expect(saveUserPreset(storage, 'dice', 'snappy', tuning, tuning, NO_CURVES)).toContain(
      'built-in',
    );
    const bad = { ...tuning, durations: { ...tuning.durations, roll: -1 } };
    expect(saveUserPreset(storage, 'dice', 'bad', bad, tuning, NO_CURVES)).toContain(
      'durations.roll',
    );
    expect(storage.data.size).toBe(0);
  });

  it('leave out presets that no longer fit the tuning file, and survive junk', () => {
    const storage = memory();
    saveUserPreset(storage, 'dice', 'old', tuning, tuning, NO_CURVES);
    const grown = { ...tuning, durations: { ...tuning.durations, glow: 900 } };
    expect(userPresets(storage, 'dice', grown, NO_CURVES)).toEqual({ presets: [], stale: ['old'] });
    storage.setItem('scene-viewer:presets:dice', '{not json');
    expect(userPresets(storage, 'dice', tuning, NO_CURVES)).toEqual({ presets: [], stale: [] });
  });

  it('takes a preset naming the game’s own curve only with that game’s curves', () => {
    const storage = memory();
    const own = { ...tuning, easings: { roll: 'diceWobble' } };
    expect(saveUserPreset(storage, 'dice', 'wobbly', own, tuning, NO_CURVES)).toContain(
      'easings.roll must be one of',
    );
    expect(
      saveUserPreset(storage, 'dice', 'wobbly', own, tuning, { diceWobble: (t) => t }),
    ).toBeNull();
    expect(userPresets(storage, 'dice', tuning, NO_CURVES).stale).toEqual(['wobbly']);
  });
});
