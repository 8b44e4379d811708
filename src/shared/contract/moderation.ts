import { z } from 'zod';
import { httpCall } from './define';
import { dataBody, entityIdSchema, isoDateTimeSchema, okSchema, textSchema } from './common';
import { publicUserSchema } from './users';

/** A player muted right now, with the reason and moderator of the mute (MUTED_USERS). */
export const mutedUserSchema = z.object({
  user: publicUserSchema,
  mutedUntil: isoDateTimeSchema,
  reason: textSchema().nullable(),
  /** The moderator's username; null when the mute predates the audit log. */
  mutedBy: textSchema().nullable(),
});
export type MutedUser = z.infer<typeof mutedUserSchema>;

export const moderationCalls = {
  removeChatMessage: httpCall({
    method: 'POST',
    path: '/moderation/remove-message',
    summary: 'Remove a chat message (moderators)',
    auth: true,
    permission: 'chat.moderate',
    body: dataBody({ messageId: entityIdSchema }),
    response: okSchema,
  }),
  listMutedUsers: httpCall({
    method: 'GET',
    path: '/moderation/muted-users',
    summary: 'Players muted in chat right now (moderators); lift one with /admin/users/mute',
    auth: true,
    permission: 'users.mute',
    response: z.object({ users: z.array(mutedUserSchema) }),
  }),
};
