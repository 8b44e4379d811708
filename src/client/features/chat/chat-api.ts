import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { requestRealtime } from '../realtime/realtime';
import { chatBlocksOf } from './battle-links';

export const chatApi = {
  history: () => apiRequest<HttpResponse<'getChatHistory'>>('/chat/history'),
  emotes: () => apiRequest<HttpResponse<'listEmotes'>>('/emotes'),
  online: () => apiRequest<HttpResponse<'getUsersOnline'>>('/users/online'),
  userStats: (userId: string) =>
    apiRequest<HttpResponse<'getUserStats'>>(`/users/${encodeURIComponent(userId)}/stats`),
  removeMessage: (messageId: string) =>
    apiRequest<HttpResponse<'removeChatMessage'>>('/moderation/remove-message', {
      method: 'POST',
      body: { data: { messageId } },
    }),
  mutedUsers: () => apiRequest<HttpResponse<'listMutedUsers'>>('/moderation/muted-users'),
  /** The existing audited mute; `until` null lifts it. */
  mute: (userId: string, until: string | null, reason: string) =>
    apiRequest<HttpResponse<'adminMuteUser'>>('/admin/users/mute', {
      method: 'POST',
      body: { userId, until, reason },
    }),
};

/**
 * Posts what was typed; the server reads mentions, emotes, links and styles out of it. A link
 * to a case battle here goes as a battle block, shown as the battle's card.
 */
export async function sendChatText(
  channel: string,
  text: string,
): Promise<{ error?: { message: string; code?: string } }> {
  const ack = (await requestRealtime('chat.send-message', {
    data: { channel, blocks: chatBlocksOf(text, window.location.origin) },
  })) as { data?: { id?: string }; error?: { message?: string; code?: string } } | undefined;
  if (ack?.data?.id) return {};
  return {
    error: {
      message: ack?.error?.message ?? 'The message was not sent; try again',
      code: ack?.error?.code,
    },
  };
}
