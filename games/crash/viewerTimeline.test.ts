import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../fair';
import { crashElapsedMsFor, crashPointE2FromRound } from './core';
import { crashTimeline } from './viewerTimeline';

describe('crashTimeline', () => {
  const rounds = crashTimeline({
    values: { betting: '3', players: '12' },
    seed: 's',
    count: 8,
    prefix: 'p-',
  });

  it('plays betting, the run and the bust at the crash point the core draws, on its clock', () => {
    rounds.forEach((round, nonce) => {
      const crashPointE2 = crashPointE2FromRound(sha256Hex(`s:${nonce}`), 'viewer salt');
      const roundId = `p-round-${nonce}`;
      const [betting, run, ...running] = round.steps;
      expect(betting?.command).toEqual({
        type: 'crash:betting',
        payload: { roundId, endsInMs: 3_000 },
      });
      expect(run).toEqual({
        waitMs: 3_000,
        command: { type: 'crash:run', payload: { roundId, elapsedMs: 0 } },
      });
      const bust = running.at(-1)!;
      expect(bust.command).toEqual({
        type: 'crash:bust',
        payload: { id: `p-bust-${nonce}`, roundId, crashPointE2 },
      });
      // the waits add up to the server's time of each command
      let at = 0;
      for (const step of running) {
        at += step.waitMs ?? 0;
        expect(step.waitMs ?? 0).toBeGreaterThanOrEqual(0);
        const { command } = step;
        if (command.type === 'crash:sync') expect(command.payload.elapsedMs).toBe(at);
        if (command.type === 'crash:cashouts') {
          for (const entry of command.payload.entries) {
            expect(entry.multiplierE2).toBeLessThanOrEqual(crashPointE2);
            expect(at).toBeGreaterThanOrEqual(crashElapsedMsFor(entry.multiplierE2));
          }
        }
      }
      expect(at).toBe(crashElapsedMsFor(crashPointE2));
    });
  });

  it('has fake players cash out on the way in some rounds', () => {
    const cashouts = rounds.flatMap((r) =>
      r.steps.filter((s) => s.command.type === 'crash:cashouts'),
    );
    expect(cashouts.length).toBeGreaterThan(0);
  });
});
