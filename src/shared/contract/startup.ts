import { z } from 'zod';
import { chatCalls } from './chat';
import { complianceCalls } from './compliance';
import { httpCall } from './define';
import { liveDropsCalls } from './liveDrops';
import { notificationsCalls } from './notifications';
import { rainCalls } from './rain';
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
});
export type Startup = z.infer<typeof startupSchema>;

export const startupCalls = {
  getStartup: httpCall({
    method: 'GET',
    path: '/startup',
    summary:
      'What a page reads at start in one answer: the user (or null), notifications, chat, emotes, online players, rain, live drops and the region check, each as its own route answers it',
    response: startupSchema,
  }),
};
