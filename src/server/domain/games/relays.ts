import type { RelayEntries } from '../../modules/serverModule';
import { captureMinesStep } from '../../realtime/captureMinesStep';
import { relay } from '../../realtime/relayEngine';

/**
 * Instant games and mines, to the browser sources that follow the player: only the player's
 * own bets and games, told in the same turn as the game hears them, so a source never hears
 * an outcome first.
 */
export const gameRelays: RelayEntries = () => [
  relay({
    on: 'bet.played',
    emit: 'capture.bet',
    audience: { to: 'capture', userIds: (e) => [e.userId] },
    unparsed: true,
    data: ({ bet, pace, revealInMs, animationMs }) => ({ bet, pace, revealInMs, animationMs }),
  }),
  relay({
    on: 'mines.step',
    emit: 'capture.mines',
    audience: { to: 'capture', userIds: (e) => [e.userId] },
    // Parsed with the contract, so that no mine of an active game can leave the server.
    data: captureMinesStep,
  }),
];
