import { describe, expect, it } from 'vitest';
import { flipCommand, showCommand } from './coin-flip-scene-feed';
import { T0, flippedGame, openGame, uuid } from './coin-flip-test-games';

describe('coin flip scene feed', () => {
  it('shows the seats: the creator, then the joiner or the bot', () => {
    expect(showCommand(openGame(1), false)).toEqual({
      gameId: uuid(1),
      creator: { username: 'maker1', side: 'CT' },
      joiner: null,
      state: 'OPEN',
      winningSide: null,
    });
    const bot = openGame(2, {
      state: 'BOT_JOINED',
      joiner: { username: null, side: 'T', bot: true },
    });
    expect(showCommand(bot, false).joiner).toEqual({ username: 'Bot', side: 'T', bot: true });
  });

  it('gives the scene the winning side only once the flip has landed', () => {
    const game = flippedGame(1, T0);
    expect(showCommand(game, false).winningSide).toBeNull();
    expect(showCommand(game, true).winningSide).toBe('T');
  });

  it('flips a flipped game from where it is on this tab', () => {
    const game = flippedGame(1, T0);
    expect(flipCommand(game, false, T0 + 200, T0 + 1_200)).toEqual({
      id: `coinflip-${uuid(1)}`,
      gameId: uuid(1),
      winningSide: 'T',
      elapsedMs: 1_000,
    });
    // A start ahead of now (never the case here, but a clock may jump) is the beginning.
    expect(flipCommand(game, false, T0 + 500, T0)?.elapsedMs).toBe(0);
    expect(flipCommand(game, false, undefined, T0)?.elapsedMs).toBe(0);
  });

  it('sends no flip before the server flipped, nor after it landed', () => {
    expect(flipCommand(openGame(1, { state: 'WAITING_FOR_BEACON' }), false, T0, T0)).toBeNull();
    expect(flipCommand(flippedGame(1, T0), true, T0, T0)).toBeNull();
  });
});
