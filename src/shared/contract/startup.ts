import { z } from 'zod';
import { challengesCalls } from './challenges';
import { chatCalls } from './chat';
import { complianceCalls } from './compliance';
import { textSchema } from './common';
import { httpCall } from './define';
import { inventoryCalls } from './inventory';
import { liveDropsCalls } from './liveDrops';
import { notificationsCalls } from './notifications';
import { rainCalls } from './rain';
import { responsibleGamblingCalls } from './responsibleGambling';
import { userSchema, usersCalls } from './users';

// What every page reads when it opens, in one answer. Each part is exactly what its own
// route answers (the same schema, built by the same server function), so a page takes its
// first state from here and refreshes a part later through that part's route.

export const startupSchema = z.object({
  /** GET /users/me's user; null for a visitor (no 401: a visitor is not an error). */
  user: userSchema.nullable(),
  notifications: notificationsCalls.listNotifications.response,
  chat: chatCalls.getChatHistory.response,
  emotes: chatCalls.listEmotes.response,
  online: usersCalls.getUsersOnline.response,
  rain: rainCalls.getRain.response,
  liveDrops: liveDropsCalls.getLiveDropsHistory.response,
  compliance: complianceCalls.getCompliance.response,
  /** The player's inventory as its route answers it; null for a visitor. */
  inventory: inventoryCalls.getInventory.response.nullable(),
  challenges: challengesCalls.listChallenges.response,
  /** The player's challenge trackers as their route answers them; null for a visitor. */
  challengeTrackers: challengesCalls.listChallengeTrackers.response.nullable(),
  /**
   * The player's limits and session reminder as their route answers them (the reminder
   * starts from it); null for a visitor.
   */
  responsibleGambling: responsibleGamblingCalls.getResponsibleGambling.response.nullable(),
});
export type Startup = z.infer<typeof startupSchema>;

export const STARTUP_PARTS = startupSchema.keyof().options;
export type StartupPart = keyof Startup;

/**
 * `parts`: some of the parts, comma-separated; without it, every part. A page reads them all
 * when it opens; once its socket has signed in it reads again only what its player's events
 * could have changed meanwhile, in the same one request.
 */
export const startupQuerySchema = z
  .object({
    parts: textSchema({ error: 'Parts must be text' })
      .transform((text) => text.split(','))
      .pipe(
        z
          .array(z.enum(STARTUP_PARTS, { error: `Parts are among: ${STARTUP_PARTS.join(', ')}` }))
          .min(1),
      )
      .optional(),
  })
  .strict();

export const startupCalls = {
  getStartup: httpCall({
    method: 'GET',
    path: '/startup',
    summary:
      'What a page reads at start in one answer: the user (or null), notifications, chat, emotes, online players, rain, live drops, the region check, the inventory, challenges and their trackers, the responsible gambling settings, each as its own route answers it; `parts` picks some of them',
    query: startupQuerySchema,
    response: startupSchema.partial(),
  }),
};
