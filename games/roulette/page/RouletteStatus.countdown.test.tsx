// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rollingInText } from '../core/countdown';
import type { RouletteRound } from '../../../src/shared/contract/roulette';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { RouletteStatus } from './RouletteStatus';
import { rouletteRound } from './test-rounds';

// The page's status and the scene's bar label are two countdowns on one screen: they must
// show the same time left, written the same way (they once disagreed by 0.1 s). The scene's
// side is in games/roulette/scene/motion.test.ts.

const ENDS_AT = 100_000;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(ENDS_AT - 4_150);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = {
  round: rouletteRound(),
  bettingEndsInMs: () => ENDS_AT - Date.now(),
} as unknown as RoundView<RouletteRound>;

const figure = () =>
  screen.getByTestId('roulette-status').querySelector('.roulette-status__figure');

describe('the roulette countdowns', () => {
  it('the status text is the shared rollingInText of the time left', () => {
    render(<RouletteStatus view={view} landedRoundId={null} pause={null} />);
    expect(figure()?.textContent).toBe(rollingInText(4_150));
  });

  it('the status moves on when the tenth changes, not up to 0.1 s later', () => {
    render(<RouletteStatus view={view} landedRoundId={null} pause={null} />);
    expect(figure()?.textContent).toBe('Rolling in 4.2 s');
    // 4,150 -> 4,090 ms left: the scene's label already reads 4.1 s; so must the status.
    act(() => void vi.advanceTimersByTime(60));
    expect(figure()?.textContent).toBe(rollingInText(4_090));
    expect(figure()?.textContent).toBe('Rolling in 4.1 s');
  });
});
