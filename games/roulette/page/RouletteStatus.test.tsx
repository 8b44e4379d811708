import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RouletteRound } from '../../../src/shared/contract/roulette';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { RouletteStatus } from './RouletteStatus';
import { rollingRound, rouletteRound } from './test-rounds';

const view = (round: RouletteRound | null) =>
  ({
    round,
    bettingEndsInMs: () => (round?.phase === 'betting' ? 9_000 : null),
  }) as unknown as RoundView<RouletteRound>;

const pause = {
  title: 'Roulette is unavailable',
  message: 'Roulette is paused for the moment. Your balance is safe; please check back soon.',
};

const render = (
  round: RouletteRound | null,
  paused: typeof pause | null,
  landed: number | null = null,
) =>
  renderToStaticMarkup(<RouletteStatus view={view(round)} landedRoundId={landed} pause={paused} />);

describe('<RouletteStatus> while the game is paused', () => {
  it('says paused, never "Connecting…", when no round is there', () => {
    const html = render(null, pause);
    expect(html).toContain('data-phase="paused"');
    expect(html).toContain('Paused');
    expect(html).toContain('Roulette is unavailable');
    expect(html).not.toContain('Connecting');
    expect(render(null, null)).toContain('Connecting…');
  });

  it('says paused over the last result and over a betting round nobody can join', () => {
    const ended = rollingRound(3, { phase: 'ended' });
    expect(render(ended, pause, ended.id)).toContain('data-phase="paused"');
    expect(render(rouletteRound(), pause)).toContain('data-phase="paused"');
    expect(render(rouletteRound(), null)).toContain('Rolling in 9.0 s');
  });

  it('lets a strip already rolling land first', () => {
    const html = render(rollingRound(3), pause);
    expect(html).toContain('data-phase="rolling"');
    expect(html).not.toContain('Paused');
  });
});
