import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';

/** Chat to everyone; a mute to the muted player's own tabs. */
export const chatRelays: RelayEntries = () => [
  relay({
    on: 'user.muted',
    emit: 'user.muted',
    audience: { to: 'player', userId: (e) => e.userId },
    data: ({ until }) => ({ mutedUntil: until ? until.toISOString() : null }),
  }),
  relay({
    on: 'chat.message',
    emit: 'chat.new-message',
    audience: { to: 'everyone' },
    data: (message) => ({ message }),
  }),
  relay({
    on: 'chat.update',
    emit: 'chat.update-message',
    audience: { to: 'everyone' },
    data: (update) => update,
  }),
];
