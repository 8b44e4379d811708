import { describe, expect, it } from 'vitest';
import { MINES_TILES } from '../../../src/shared/contract/instantGames';
import { patternProblem, togglePattern } from './mines-pattern';

describe('mines auto pattern', () => {
  it('adds tiles in the order picked and takes a picked tile out again', () => {
    let pattern = togglePattern([], 12);
    pattern = togglePattern(pattern, 3);
    pattern = togglePattern(pattern, 20);
    expect(pattern).toEqual([12, 3, 20]);
    expect(togglePattern(pattern, 3)).toEqual([12, 20]);
  });

  it('needs at least one tile and no more than the safe ones', () => {
    expect(patternProblem([], 3)).toMatch(/Pick the tiles/);
    expect(patternProblem([0, 1], 3)).toBeNull();
    const all = Array.from({ length: MINES_TILES }, (_, tile) => tile);
    expect(patternProblem(all.slice(0, MINES_TILES - 3), 3)).toBeNull();
    expect(patternProblem(all.slice(0, MINES_TILES - 2), 3)).toMatch(/at most 22/);
  });
});
