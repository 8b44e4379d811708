import { describe, expect, it } from 'vitest';
import { joinerName, resultText, seatOf, stateText, winnerName } from './coin-flip-display';
import { T0, flippedGame, openGame } from './coin-flip-test-games';

describe('coin flip display', () => {
  it('names the seats, the bot included', () => {
    const bot = flippedGame(1, T0, {
      joiner: { username: null, side: 'T', bot: true },
      winner: 'joiner',
    });
    expect(joinerName(bot)).toBe('Bot');
    expect(winnerName(bot)).toBe('Bot');
    expect(joinerName(openGame(2))).toBeNull();
    expect(winnerName(flippedGame(3, T0, { winner: 'creator', winningSide: 'CT' }))).toBe('maker3');
    expect(seatOf(bot, 'maker1')).toBe('creator');
    expect(seatOf(bot, 'someone')).toBeNull();
    expect(seatOf(flippedGame(4, T0), 'taker4')).toBe('joiner');
    expect(seatOf(bot, null)).toBeNull();
  });

  it('says what a game waits for', () => {
    expect(stateText(openGame(1))).toBe('Waiting for an opponent');
    expect(stateText(openGame(1, { state: 'JOINED' }))).toBe('Naming the beacon round');
    const named = flippedGame(1, T0, { state: 'WAITING_FOR_BEACON' });
    expect(stateText(named)).toBe('Waiting for beacon round 9');
    expect(stateText(flippedGame(1, T0))).toBe('Flipping…');
  });

  it('gives the result from the viewer’s seat', () => {
    const game = flippedGame(1, T0, { payout: 23_456 });
    expect(resultText(game, 'taker1')).toBe('T wins · you won 234.56 gems');
    expect(resultText(game, 'maker1')).toBe('T wins · you lost');
    expect(resultText(game, null)).toBe('T wins · taker1 takes 234.56 gems');
    expect(resultText(openGame(2), null)).toBe('Waiting for an opponent');
  });
});
