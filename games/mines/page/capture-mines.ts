import type { MinesCommands } from '../bus';
import type { Pace } from '../../pace';
import type { CaptureMinesStep } from '../../../src/shared/contract/captureMines';
import { boardCommand } from './mines-state';

// How a mines capture shows the streamer's game, step by step, with the commands and ids
// the mines page uses for the same answers (use-mines-game.ts).

/**
 * The pace a browser source flips tiles at. The page does not tell the server its pace for
 * mines (each step shows at once: the hold is the slack alone), so the embed plays at the
 * slowest: started after the hold, no tile or mine of it shows before the betting tab's.
 */
export const CAPTURE_MINES_PACE: Pace = 'normal';

type Board = MinesCommands['mines:board'];
export type MinesPlay =
  | ['mines:reveal', MinesCommands['mines:reveal']]
  | ['mines:cashout', MinesCommands['mines:cashout']];

/**
 * The board as it stood just before a step: its earlier picks, no mine, and the step's own
 * tile still hidden. A source that joined mid-game starts from it with nothing spoiled.
 */
export function boardBefore(step: CaptureMinesStep): Board {
  const { revealed } = step.board;
  if (step.step === 'start') return boardCommand(step.board);
  return boardCommand({
    revealed: step.step === 'reveal' ? revealed.filter((tile) => tile !== step.tile) : revealed,
    state: 'active',
    minePositions: null,
  });
}

/** The board once a step has landed. */
export const boardAfter = (step: CaptureMinesStep): Board => boardCommand(step.board);

export function sameBoard(a: Board | null, b: Board): boolean {
  return (
    a !== null &&
    a.state === b.state &&
    a.revealed.join() === b.revealed.join() &&
    (a.minePositions ?? []).join() === (b.minePositions ?? []).join()
  );
}

/** The id the page gives a step's reveal (and the embed reports once it has landed). */
export function stepId(step: CaptureMinesStep): string {
  const { id } = step.board;
  if (step.step === 'reveal') return `${id}:${step.tile}`;
  return `${id}:${step.step}`;
}

/** What the scene animates for a step, in order; a start only shows its empty board. */
export function playsFor(step: CaptureMinesStep, pace: Pace): MinesPlay[] {
  const { state, minePositions } = step.board;
  const id = stepId(step);
  if (step.step === 'start') return [];
  if (step.step === 'cashout')
    return [['mines:cashout', { id, minePositions: minePositions ?? [], pace }]];
  const mine = state === 'busted';
  const plays: MinesPlay[] = [
    [
      'mines:reveal',
      { id, tile: step.tile, mine, minePositions: mine ? minePositions : null, pace },
    ],
  ];
  // The last safe tile cashes out by itself: the remaining mines show calmly, as on the page.
  if (state === 'cashed')
    plays.push(['mines:cashout', { id: `${id}:auto`, minePositions: minePositions ?? [], pace }]);
  return plays;
}

/** Words for screen readers once a step has landed. */
export function landedText(step: CaptureMinesStep): string {
  const { state, mines } = step.board;
  if (step.step === 'start') return `New game: ${mines} mines`;
  if (state === 'busted') return 'Mine!';
  if (state === 'cashed') return 'Cashed out';
  return 'Gem!';
}
