import type { RelayEntries } from '../../modules/serverModule';
import { captureTokenRoom } from '../../realtime/captureSockets';
import { relay } from '../../realtime/relayEngine';

/** Streamer mode, to the player's own tabs; a revoked capture token, to its sources. */
export const streamerRelays: RelayEntries = (_services, io) => [
  relay({
    on: 'user.streamer-mode',
    emit: 'user.streamer-mode',
    audience: { to: 'player', userId: (e) => e.userId },
    unparsed: true,
    data: ({ streamerMode }) => ({ streamerMode }),
  }),
  // A revoked token's sources are told why, then dropped (socket.io does not reconnect).
  relay({
    on: 'capture.revoked',
    emit: 'capture.revoked',
    audience: { to: 'room', rooms: (e) => captureTokenRoom(e.tokenId) },
    data: () => ({}),
    after: ({ tokenId }) => io.in(captureTokenRoom(tokenId)).disconnectSockets(),
  }),
];
