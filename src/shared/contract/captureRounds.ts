import { z } from 'zod';
import { serverEvent } from './define';
import { rouletteOptionSchema } from './roulette';

// The streamer's own bets in the shared rounds (crash, roulette), told to their browser
// sources (the capture room) so the embed marks them on the round every watcher sees. Ids
// and choices only: the round, its bets and its result come from the game's public room,
// at the public room's pace, so a browser source learns nothing sooner than a page.

export const captureCrashBetPayload = z.object({
  data: z.object({
    roundId: z.number().int(),
    betId: z.uuid(),
    /** The multiplier it was cashed out at (hundredths); null when it was just placed. */
    cashedOutAt: z.number().int().nullable(),
  }),
});
export type CaptureCrashBet = z.infer<typeof captureCrashBetPayload>['data'];

export const captureRouletteBetPayload = z.object({
  data: z.object({
    roundId: z.number().int(),
    betId: z.uuid(),
    option: rouletteOptionSchema,
  }),
});
export type CaptureRouletteBet = z.infer<typeof captureRouletteBetPayload>['data'];

export const captureRoundsServerEvents = {
  'capture.crash-bet': serverEvent({
    summary:
      "The capture token owner's crash bet was placed or cashed out (to the token's sockets): the round itself comes from game:crash",
    payload: captureCrashBetPayload,
  }),
  'capture.roulette-bet': serverEvent({
    summary:
      "The capture token owner placed a roulette bet (to the token's sockets): the round itself comes from game:roulette",
    payload: captureRouletteBetPayload,
  }),
};
