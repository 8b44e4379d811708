import { z } from 'zod';
import { MINES_TILES } from '../../../games/mines/core';
import { minesStateSchema } from '../../../games/mines/game';
import { caseDropItemSchema } from './cases';
import { amountSchema } from '../money';
import { serverEvent } from './define';
import { paceSchema } from './reveal';

// The streamer's own mines games and case openings, told to their browser sources (the
// capture room). Mines is several requests, so each step goes out as it commits: the
// board as the player may see it, never a mine before the game has ended. A case opening
// goes out with the reels' pace, so the browser source lands when the betting tab does.

const tileSchema = z
  .number()
  .int()
  .min(0)
  .max(MINES_TILES - 1);

/** A mines board as the streamer's page shows it: no stake or payout (the canvas draws none). */
export const captureMinesBoardSchema = z
  .object({
    /** The game's bet id. */
    id: z.uuid(),
    mines: z.number().int(),
    /** Tiles in the order picked; a busted game's mine comes last. */
    revealed: z.array(tileSchema),
    state: minesStateSchema,
    /** Every mine once the game has ended; null while it is active. */
    minePositions: z.array(tileSchema).nullable(),
  })
  .refine((board) => (board.state === 'active') === (board.minePositions === null), {
    error: 'A mines board shows its mines exactly when the game has ended',
  });
export type CaptureMinesBoard = z.infer<typeof captureMinesBoardSchema>;

/** Every step's board after it, and when the betting tab has it. */
const stepBase = {
  board: captureMinesBoardSchema,
  /** Ms from receipt until the betting tab has this step's answer and its flip under way. */
  revealInMs: z.number().int().min(0),
};

export const captureMinesPayload = z.object({
  data: z.discriminatedUnion('step', [
    z.object({ step: z.literal('start'), ...stepBase }),
    z.object({ step: z.literal('reveal'), tile: tileSchema, ...stepBase }),
    z.object({ step: z.literal('cashout'), ...stepBase }),
  ]),
});
export type CaptureMinesStep = z.infer<typeof captureMinesPayload>['data'];

/** One opening of 1-5 cases: the reels the betting tab spins, at its pace. */
export const captureCaseOpeningPayload = z.object({
  data: z.object({
    case: z.object({
      slug: z.string(),
      name: z.string(),
      price: amountSchema,
      /** The case's items: the reels' filler cards are drawn from them. */
      items: z.array(caseDropItemSchema).min(1),
    }),
    /** One reel each, in the order the page spins them; the first id names the spin. */
    openings: z.array(z.object({ id: z.uuid(), item: caseDropItemSchema })).min(1),
    /** The pace the betting tab spins the reels at. */
    pace: paceSchema,
    /** Ms from receipt until the betting tab's last reel has stopped (the no-spoilers hold). */
    revealInMs: z.number().int().min(0),
    /** How long the reels take at that pace (the manifest's revealMs). */
    animationMs: z.number().int().min(0),
  }),
});
export type CaptureCaseOpening = z.infer<typeof captureCaseOpeningPayload>['data'];

export const captureMinesServerEvents = {
  'capture.mines': serverEvent({
    summary:
      "A step of the capture token owner's mines game (to the token's sockets): play it revealInMs after receipt; mines only once it ended",
    payload: captureMinesPayload,
  }),
  'capture.case-opening': serverEvent({
    summary:
      "The capture token owner opened cases (to the token's sockets): spin the reels revealInMs - animationMs after receipt",
    payload: captureCaseOpeningPayload,
  }),
};
