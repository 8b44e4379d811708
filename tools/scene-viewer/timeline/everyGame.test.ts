import { describe, expect, it } from 'vitest';
import type { GameViewer, TimelineRound } from '../../../games/engine/viewerTypes';
import { viewer as caseBattle } from '../../../games/case-battle/viewer';
import { viewer as caseUnbox } from '../../../games/case-unbox/viewer';
import { viewer as coinFlip } from '../../../games/coin-flip/viewer';
import { viewer as crash } from '../../../games/crash/viewer';
import { viewer as dice } from '../../../games/dice/viewer';
import { viewer as mines } from '../../../games/mines/viewer';
import { viewer as plinko } from '../../../games/plinko/viewer';
import { viewer as roulette } from '../../../games/roulette/viewer';
import { viewer as skinUpgrader } from '../../../games/skin-upgrader/viewer';

// What every game's timeline promises the viewer's player: rounds drawn from the seed alone,
// each with outcomes to land, and ids that are fresh for every prefix.

const VIEWERS = [
  caseBattle,
  caseUnbox,
  coinFlip,
  crash,
  dice,
  mines,
  plinko,
  roulette,
  skinUpgrader,
];

const defaults = (viewer: GameViewer<object>) =>
  Object.fromEntries(viewer.fields.map((f) => [f.key, f.initial]));

const outcomeIds = (rounds: TimelineRound<object>[]) =>
  rounds.flatMap((round) =>
    round.steps.flatMap(({ command }) => {
      const { payload } = command as { payload?: unknown };
      return payload && typeof payload === 'object' && 'id' in payload ? [String(payload.id)] : [];
    }),
  );

/** The rounds with the prefix taken out, to compare two draws. */
const unprefixed = (rounds: TimelineRound<object>[], prefix: string) =>
  JSON.parse(JSON.stringify(rounds).replaceAll(prefix, '')) as unknown;

describe.each(VIEWERS.map((v) => [v.scene, v as GameViewer<object>] as const))(
  "%s's timeline",
  (_, viewer) => {
    const values = defaults(viewer);
    const draw = (seed: string, prefix: string) =>
      viewer.timeline({ values, seed, count: 6, prefix });

    it('draws the same rounds from the same seed, other rounds from another', () => {
      const a = draw('seed-a', 'p1-');
      expect(a).toHaveLength(6);
      expect(unprefixed(draw('seed-a', 'p2-'), 'p2-')).toEqual(unprefixed(a, 'p1-'));
      expect(draw('seed-b', 'p1-').map((r) => r.label)).not.toEqual(a.map((r) => r.label));
    });

    it('gives every round an outcome to land, under fresh ids that carry the prefix', () => {
      const rounds = draw('seed-a', 'tl7-');
      for (const round of rounds) {
        expect(outcomeIds([round]).length).toBeGreaterThan(0);
        expect(round.label).not.toBe('');
        for (const { command } of round.steps) {
          // Every bus command is named for its game (manifest.client.ts, CommandsNamedForKind).
          expect(String(command.type).startsWith(`${viewer.scene}:`)).toBe(true);
        }
      }
      const ids = outcomeIds(rounds);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id.startsWith('tl7-')).toBe(true);
      const again = outcomeIds(draw('seed-a', 'tl8-'));
      expect(again.some((id) => ids.includes(id))).toBe(false);
    });
  },
);
