import { z } from 'zod';
import { httpCall } from './define';

export const discordCalls = {
  checkDiscord: httpCall({
    method: 'POST',
    path: '/discord/check',
    summary: "Whether the user's linked Discord account is in our Discord server",
    auth: true,
    response: z.object({ data: z.object({ state: z.boolean() }) }),
  }),
};
