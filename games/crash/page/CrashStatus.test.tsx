import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CrashRound } from '../../../src/shared/contract/crash';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { CrashStatus } from './CrashStatus';

const round = (phase: CrashRound['phase']): CrashRound => ({
  id: 3,
  number: 30,
  phase,
  serverTime: '2026-01-01T00:00:00.000Z',
  bettingEndsAt: '2026-01-01T00:00:06.000Z',
  elapsedMs: phase === 'betting' ? null : 1_000,
  multiplier: phase === 'betting' ? null : 106,
  hash: phase === 'ended' ? 'ab'.repeat(32) : null,
  crashPoint: phase === 'ended' ? 231 : null,
  bets: [],
});

const view = (shown: CrashRound | null) =>
  ({
    round: shown,
    elapsedNow: () => (shown?.phase === 'running' ? 1_000 : null),
    bettingEndsInMs: () => (shown?.phase === 'betting' ? 4_000 : null),
  }) as unknown as RoundView<CrashRound>;

const pause = { title: 'Crash is unavailable', message: 'Crash is paused for the moment.' };

describe('<CrashStatus> while the game is paused', () => {
  it('says paused instead of "Connecting…" or the next countdown', () => {
    for (const shown of [null, round('betting'), round('ended')]) {
      const html = renderToStaticMarkup(<CrashStatus view={view(shown)} pause={pause} />);
      expect(html).toContain('data-phase="paused"');
      expect(html).toContain('Crash is unavailable');
      expect(html).not.toContain('Connecting');
    }
    expect(renderToStaticMarkup(<CrashStatus view={view(null)} pause={null} />)).toContain(
      'Connecting…',
    );
  });

  it('keeps a running curve on screen: its riders may still cash out', () => {
    const html = renderToStaticMarkup(<CrashStatus view={view(round('running'))} pause={pause} />);
    expect(html).toContain('data-phase="running"');
    expect(html).not.toContain('Paused');
  });
});
