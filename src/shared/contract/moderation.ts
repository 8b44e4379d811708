import { httpCall } from './define';
import { dataBody, entityIdSchema, okSchema } from './common';

export const moderationCalls = {
  removeChatMessage: httpCall({
    method: 'POST',
    path: '/moderation/remove-message',
    summary: 'Remove a chat message (moderators)',
    auth: true,
    body: dataBody({ messageId: entityIdSchema }),
    response: okSchema,
  }),
};
