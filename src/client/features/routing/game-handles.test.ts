import { describe, expect, it } from 'vitest';
import { GAME_KINDS } from '../../../shared/contract/games';
import { NOTIFICATION_LOCATIONS } from '../../../shared/contract/notifications';
import { games } from '../games/games';
import { gameHandles } from './game-handles';

describe('gameHandles', () => {
  it('gives every lobby game a distinct contract game kind and a known location', () => {
    const kinds = games.map((game) => gameHandles[game.key].gameKey);
    expect(new Set(kinds).size).toBe(games.length);
    for (const game of games) {
      const handle = gameHandles[game.key];
      expect(GAME_KINDS).toContain(handle.gameKey);
      expect(NOTIFICATION_LOCATIONS).toContain(handle.notificationLocation);
    }
  });
});
