import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

// The games and moderation screens' calls; the server refuses each to whoever may not make it.

export const gamesApi = {
  list: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListGames'>>('/admin/games', { signal }),
  roundChains: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'listRoundChains'>>('/fairness/round-chains', { signal }),
  pause: (game: string, reason: string) =>
    apiRequest('/admin/games/disable', { method: 'POST', body: { game, reason } }),
  resume: (game: string, reason: string) =>
    apiRequest('/admin/games/enable', {
      method: 'POST',
      body: reason ? { game, reason } : { game },
    }),
};

export const moderationApi = {
  chat: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'getChatHistory'>>('/chat/history', { signal }),
  removeMessage: (messageId: string) =>
    apiRequest('/moderation/remove-message', { method: 'POST', body: { data: { messageId } } }),
  muted: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'listMutedUsers'>>('/moderation/muted-users', { signal }),
  unmute: (userId: string, reason: string) =>
    apiRequest('/admin/users/mute', { method: 'POST', body: { userId, until: null, reason } }),
  cases: (query: { search?: string; after?: string }, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.after) params.set('after', query.after);
    const tail = params.size > 0 ? `?${params}` : '';
    return apiRequest<HttpResponse<'adminListCommunityCases'>>(`/admin/community-cases${tail}`, {
      signal,
    });
  },
  hideCase: (slug: string, reason: string) =>
    apiRequest('/admin/community-cases/hide', { method: 'POST', body: { slug, reason } }),
  restoreCase: (slug: string, reason: string) =>
    apiRequest('/admin/community-cases/restore', { method: 'POST', body: { slug, reason } }),
};
