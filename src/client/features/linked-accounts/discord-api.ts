import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

/** Unlinking the Discord account and asking whether it is in our Discord server. */
export const discordApi = {
  unlink: async (): Promise<void> => {
    await apiRequest<HttpResponse<'unlinkDiscord'>>('/discord/unlink', { method: 'POST' });
  },
  inServer: async (): Promise<boolean> =>
    (await apiRequest<HttpResponse<'checkDiscord'>>('/discord/check', { method: 'POST' })).data
      .state,
};
