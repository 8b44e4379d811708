import { describe, expect, it } from 'vitest';
import { quadOutEase, scaleEase } from './easings';
import { parseColour, resolveTuning, validateTuning, type TuningFile } from './tuning';

const reference = {
  durations: { hop: 120 },
  easings: { hop: 'quadOutEase', pop: 'scaleEase' },
  colours: { ball: '#FF8A1F' },
  sizes: { ball: 9 },
  factors: { gain: 0.5 },
} satisfies TuningFile;

const clone = (): Record<string, Record<string, unknown>> => structuredClone(reference);

describe('tuning', () => {
  it('resolves easing names to the registered curves and colours to numbers', () => {
    const tuning = resolveTuning(reference);
    expect(tuning.easings.hop).toBe(quadOutEase);
    expect(tuning.easings.pop).toBe(scaleEase);
    expect(tuning.colours.ball).toBe(0xff8a1f);
    expect(tuning.css.ball).toBe('#ff8a1f');
    expect(tuning.durations.hop).toBe(120);
    expect(tuning.factors.gain).toBe(0.5);
  });

  it('accepts the file it was given', () => {
    expect(validateTuning(reference, reference)).toEqual([]);
  });

  it.each([
    ['a missing key', (t: ReturnType<typeof clone>) => delete t.durations!.hop, 'durations.hop'],
    ['an extra key', (t: ReturnType<typeof clone>) => (t.sizes!.extra = 1), 'sizes.extra'],
    [
      'an unknown easing',
      (t: ReturnType<typeof clone>) => (t.easings!.hop = 'wobble'),
      'easings.hop',
    ],
    ['a short colour', (t: ReturnType<typeof clone>) => (t.colours!.ball = '#fff'), 'colours.ball'],
    [
      'a negative duration',
      (t: ReturnType<typeof clone>) => (t.durations!.hop = -1),
      'durations.hop',
    ],
    ['a string size', (t: ReturnType<typeof clone>) => (t.sizes!.ball = '9'), 'sizes.ball'],
    [
      'an infinite factor',
      (t: ReturnType<typeof clone>) => (t.factors!.gain = Infinity),
      'factors.gain',
    ],
    ['a huge duration', (t: ReturnType<typeof clone>) => (t.durations!.hop = 1e9), 'durations.hop'],
  ])('refuses %s, naming it', (_label, spoil, where) => {
    const candidate = clone();
    spoil(candidate);
    const errors = validateTuning(candidate, reference);
    expect(errors.length).toBe(1);
    expect(errors[0]).toContain(where);
  });

  it('refuses non-objects and unknown or missing sections', () => {
    expect(validateTuning(null, reference)).toEqual(['tuning must be an object']);
    expect(validateTuning([], reference)).toEqual(['tuning must be an object']);
    const { factors: _gone, ...rest } = clone();
    expect(validateTuning(rest, reference)).toEqual(['factors must be an object']);
    expect(validateTuning({ ...clone(), script: {} }, reference)).toEqual([
      'unknown section script',
    ]);
  });

  it('resolves a game’s own curve only for that game', () => {
    const own = { hopEase: scaleEase };
    const file = { ...reference, easings: { hop: 'hopEase', pop: 'scaleEase' } };
    expect(resolveTuning(file, own).easings.hop).toBe(scaleEase);
    expect(validateTuning(file, file, own)).toEqual([]);
    expect(validateTuning(file, file)).toEqual([
      expect.stringMatching(/^easings\.hop must be one of/),
    ]);
    expect(() => resolveTuning(file)).toThrow(/easings.hop/);
  });

  it('throws on resolving a bad file and on a bad colour', () => {
    expect(() => resolveTuning({ ...reference, easings: { hop: 'nope' } })).toThrow(/easings.hop/);
    expect(() => parseColour('red')).toThrow();
  });
});
