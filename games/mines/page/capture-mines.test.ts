import { describe, expect, it } from 'vitest';
import {
  captureMinesPayload,
  type CaptureMinesStep,
} from '../../../src/shared/contract/captureMines';
import { boardAfter, boardBefore, landedText, playsFor, sameBoard, stepId } from './capture-mines';

const id = '2d1a4e6c-8f3b-4a5c-9e9d-4c3f2a1b0e9d';
const board = (fields: Partial<CaptureMinesStep['board']>): CaptureMinesStep['board'] => ({
  id,
  mines: 3,
  revealed: [],
  state: 'active',
  minePositions: null,
  ...fields,
});

describe('mines capture steps', () => {
  it('start on an empty board, shown at once', () => {
    const step: CaptureMinesStep = { step: 'start', board: board({}), revealInMs: 400 };
    expect(boardBefore(step)).toEqual({ revealed: [], minePositions: null, state: 'active' });
    expect(playsFor(step, 'normal')).toEqual([]);
    expect(stepId(step)).toBe(`${id}:start`);
    expect(landedText(step)).toBe('New game: 3 mines');
  });

  it('flip a gem from the board before it, its tile still hidden', () => {
    const step: CaptureMinesStep = {
      step: 'reveal',
      tile: 7,
      board: board({ revealed: [3, 7] }),
      revealInMs: 400,
    };
    expect(boardBefore(step)).toEqual({ revealed: [3], minePositions: null, state: 'active' });
    expect(boardAfter(step)).toEqual({ revealed: [3, 7], minePositions: null, state: 'active' });
    expect(playsFor(step, 'normal')).toEqual([
      [
        'mines:reveal',
        { id: `${id}:7`, tile: 7, mine: false, minePositions: null, pace: 'normal' },
      ],
    ]);
    expect(landedText(step)).toBe('Gem!');
  });

  it('a mine hit shows every mine with the explosion, as the page does', () => {
    const step: CaptureMinesStep = {
      step: 'reveal',
      tile: 9,
      board: board({ revealed: [3, 9], state: 'busted', minePositions: [1, 9, 20] }),
      revealInMs: 400,
    };
    // The board before it shows no mine at all.
    expect(boardBefore(step)).toEqual({ revealed: [3], minePositions: null, state: 'active' });
    expect(playsFor(step, 'normal')).toEqual([
      [
        'mines:reveal',
        { id: `${id}:9`, tile: 9, mine: true, minePositions: [1, 9, 20], pace: 'normal' },
      ],
    ]);
    expect(landedText(step)).toBe('Mine!');
  });

  it('the last safe tile cashes out by itself; a cash-out dims the remaining mines', () => {
    const last: CaptureMinesStep = {
      step: 'reveal',
      tile: 4,
      board: board({ mines: 24, revealed: [4], state: 'cashed', minePositions: [0, 1, 2] }),
      revealInMs: 400,
    };
    expect(playsFor(last, 'turbo').map(([type, payload]) => [type, payload.id])).toEqual([
      ['mines:reveal', `${id}:4`],
      ['mines:cashout', `${id}:4:auto`],
    ]);
    const cashout: CaptureMinesStep = {
      step: 'cashout',
      board: board({ revealed: [4], state: 'cashed', minePositions: [0, 1, 2] }),
      revealInMs: 400,
    };
    expect(boardBefore(cashout)).toEqual({ revealed: [4], minePositions: null, state: 'active' });
    expect(playsFor(cashout, 'normal')).toEqual([
      ['mines:cashout', { id: `${id}:cashout`, minePositions: [0, 1, 2], pace: 'normal' }],
    ]);
    expect(landedText(cashout)).toBe('Cashed out');
  });

  it('compare boards by what they show', () => {
    const shown = { revealed: [1, 2], minePositions: null, state: 'active' as const };
    expect(sameBoard(shown, { ...shown, revealed: [1, 2] })).toBe(true);
    expect(sameBoard(shown, { ...shown, revealed: [1] })).toBe(false);
    expect(sameBoard(null, shown)).toBe(false);
  });

  it('the contract refuses an active board that names its mines', () => {
    const leak = {
      data: { step: 'start', board: board({ minePositions: [1, 2, 3] }), revealInMs: 400 },
    };
    expect(captureMinesPayload.safeParse(leak).success).toBe(false);
    const ended = { data: { step: 'cashout', board: board({ state: 'cashed' }), revealInMs: 0 } };
    expect(captureMinesPayload.safeParse(ended).success).toBe(false);
  });
});
