import { io } from 'socket.io-client';
import { apiRequest } from '../../lib/http';
import { announceBan } from '../session/ban-notice';
import { sessionStore } from '../session/session-store';
import { isNewerXp } from '../xp/xp-update';
import { channelJoined } from './channel-joins';
import type { ChannelRegistry } from './channel-registry';
import { createRealtimeClient, type RealtimeClient, type RealtimeSocket } from './realtime-client';
import { dispatchRealtimeEvent } from './realtime-events';
import { realtimeStore } from './realtime-store';
import { socketOptions } from './socket-options';
import { startupRead } from '../startup/startup-read';

/**
 * What a player's events could have changed while the socket was not signed in (the spec's
 * reload after authentication: the user, challenge progress, inventory and notifications).
 */
const AFTER_SIGN_IN = [
  'user',
  'notifications',
  'inventory',
  'challenges',
  'challengeTrackers',
] as const;

/**
 * Opens the one socket of this tab (same origin) and ties it to the session: logs in when
 * a user appears, logs out when they leave. Loaded lazily so the lobby's first paint does
 * not wait for socket.io.
 */
export function connectRealtime(channels: ChannelRegistry): RealtimeClient {
  realtimeStore.setState({ status: 'connecting' });
  const socket = io({ ...socketOptions, autoConnect: false });

  const client = createRealtimeClient({
    socket: socket as unknown as RealtimeSocket,
    channels,
    fetchToken: async () =>
      (await apiRequest<{ data: { token: string } }>('/auth/websocket')).data.token,
    isLoggedIn: () => sessionStore.getState().user !== null,
    onBalance: (balance, reveal) => sessionStore.getState().setBalance(balance, reveal),
    onXp: (xp) => {
      const { user, patchUser } = sessionStore.getState();
      if (user && isNewerXp(user.xp, xp)) patchUser({ xp });
    },
    onStatus: (status) => realtimeStore.setState({ status }),
    onJoined: channelJoined,
    onAuthenticated: (authenticated) => {
      // Before anyone hears of it: the stores that reload now take their parts from this
      // one read rather than each from its own route.
      if (authenticated) startupRead.refresh(AFTER_SIGN_IN);
      realtimeStore.setState({ authenticated });
      // On the page's root too: a test (and a curious developer) can see the socket signed in.
      document.documentElement.toggleAttribute('data-socket-signed-in', authenticated);
      // A balance pushed before this socket logged in (a page's first moments, or while it
      // was reconnecting) reached no one: read the player as they are now (the spec's
      // reload after authentication). The hold keeps whichever balance is newest.
      if (authenticated) void sessionStore.getState().load();
    },
    // The session behind this socket ended: ask who we are now. A visitor forgets the user;
    // a tab that has a newer session (signed in again elsewhere) logs the socket in anew.
    // A ban says so: the player would otherwise just find themselves logged out.
    onSessionEnded: (ban) => {
      if (ban) announceBan(ban);
      void sessionStore
        .getState()
        .load()
        .then(() => {
          if (sessionStore.getState().user) void client.login();
        });
    },
  });

  sessionStore.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id) return;
    if (previous.user) void client.logout();
    if (state.user) void client.login();
  });

  // Events other features listen to (notifications, ...), through realtime-events.
  socket.onAny((event: string, payload: unknown) => dispatchRealtimeEvent(event, payload));

  socket.connect();
  return client;
}
