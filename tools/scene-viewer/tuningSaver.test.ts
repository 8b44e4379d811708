import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EasingTable } from '../../games/engine/easings';
import { easingsOf } from '../../games/registry.client';
import { ownWrites, saveTuning } from './tuningSaver';

const original = {
  durations: { hop: 150 },
  easings: { hop: 'plinkoEase1' },
  colours: { ball: '#ff8a1f' },
  sizes: { width: 800 },
  factors: { lift: 0.2 },
};

let games: string;
beforeEach(() => {
  games = mkdtempSync(path.join(tmpdir(), 'tuning-'));
  mkdirSync(path.join(games, 'plinko'));
  writeFileSync(path.join(games, 'plinko', 'tuning.json'), JSON.stringify(original));
});

let plinkoCurves: EasingTable;
beforeAll(async () => {
  plinkoCurves = await easingsOf('plinko');
});

/** Saves as the viewer's server does, with plinko's curves from the registry. */
const save = (game: string, body: string) => saveTuning(games, game, body, plinkoCurves);

const read = () => JSON.parse(readFileSync(path.join(games, 'plinko', 'tuning.json'), 'utf8'));

describe('saveTuning', () => {
  it('writes a valid tuning as formatted JSON', () => {
    const next = { ...original, durations: { hop: 90 } };
    expect(save('plinko', JSON.stringify(next))).toEqual({
      status: 200,
      message: 'Saved games/plinko/tuning.json',
    });
    expect(read()).toEqual(next);
    expect(readFileSync(path.join(games, 'plinko', 'tuning.json'), 'utf8')).toMatch(
      /^\{\n {2}"durations"/,
    );
  });

  it('refuses a tuning that does not match the file, and leaves it alone', () => {
    const bad = { ...original, easings: { hop: 'alert(1)' } };
    const answer = save('plinko', JSON.stringify(bad));
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('easings.hop');
    expect(save('plinko', '{not json').status).toBe(400);
    expect(save('plinko', JSON.stringify({ ...original, extra: {} })).status).toBe(400);
    expect(read()).toEqual(original);
  });

  it('writes only existing games/<game>/tuning.json files', () => {
    const body = JSON.stringify(original);
    expect(save('../plinko', body).status).toBe(400);
    expect(save('plinko/../x', body).status).toBe(400);
    expect(save('dice', body).status).toBe(404);
    expect(save('', body).status).toBe(400);
  });
});

describe('own writes', () => {
  it('takes the changes of a file it just saved, and no other', () => {
    const own = ownWrites(3_000);
    own.note('/repo/games/plinko/tuning.json', 1_000);
    expect(own.take('/repo/games/dice/tuning.json', 1_100)).toBe(false);
    expect(own.take('/repo/games/plinko/../plinko/tuning.json', 1_200)).toBe(true);
    expect(own.take('/repo/games/plinko/tuning.json', 1_300)).toBe(true); // a second signal
    // a later edit of the same file (in an editor) reloads as usual
    expect(own.take('/repo/games/plinko/tuning.json', 4_500)).toBe(false);
  });

  it('forgets a save once the window has passed', () => {
    const own = ownWrites(3_000);
    own.note('/repo/games/dice/tuning.json', 0);
    expect(own.take('/repo/games/dice/tuning.json', 3_001)).toBe(false);
  });
});
