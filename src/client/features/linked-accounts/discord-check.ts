import { ApiError } from '../../lib/api-error';
import { notify } from '../notifications/notifications';
import { discordApi } from './discord-api';

// The spec's words for the Discord server check (section 8).
export const IN_SERVER = 'You are in our Discord server.';
export const NOT_IN_SERVER = 'You are not in our Discord server.';
export const CHECK_FAILED = 'An error occurred.';

/**
 * Asks whether the linked Discord account is in our server and says so in a notification;
 * answers the state, or null when the check failed.
 */
export async function checkDiscordMembership(): Promise<boolean | null> {
  try {
    const inServer = await discordApi.inServer();
    notify({
      title: 'Discord Server',
      message: inServer ? IN_SERVER : NOT_IN_SERVER,
      severity: inServer ? 'SUCCESS' : 'WARNING',
    });
    return inServer;
  } catch (error) {
    const message = error instanceof ApiError ? error.message : CHECK_FAILED;
    notify({ title: 'Error', message, severity: 'ERROR' });
    return null;
  }
}
