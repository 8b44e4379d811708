import { describe, expect, it } from 'vitest';
import { LOBBY_GAMES } from '../../../../games/registry.client';
import {
  CAPTURE_GAMES,
  CAPTURE_SIZE,
  CHROMA_KEY,
  backgroundColour,
  captureLink,
  isCaptureGame,
  readCaptureParams,
} from './capture-links';

describe('capture links', () => {
  it('round-trip what the settings build into what the embed reads', () => {
    const link = captureLink({
      origin: 'https://gemdrop.test',
      game: 'dice',
      token: 'cap_abc-_123',
      width: 800,
      height: 450,
      bg: '#123ABC',
    });
    expect(link).toBe(
      'https://gemdrop.test/embed/dice?token=cap_abc-_123&w=800&h=450&bg=%23123ABC',
    );
    expect(readCaptureParams(new URL(link).search)).toEqual({
      token: 'cap_abc-_123',
      width: 800,
      height: 450,
      background: { kind: 'color', color: '#123abc' },
    });
  });

  it('read the backgrounds: transparent by default, the chroma key, a hex colour', () => {
    expect(readCaptureParams('?bg=chroma').background).toEqual({
      kind: 'chroma',
      color: CHROMA_KEY,
    });
    for (const bg of ['', 'transparent', 'red', '#12345', '#1234567', 'url(x)'])
      expect(readCaptureParams(`?bg=${encodeURIComponent(bg)}`).background).toEqual({
        kind: 'transparent',
      });
    expect(backgroundColour({ kind: 'transparent' })).toBe('transparent');
    expect(backgroundColour({ kind: 'chroma', color: CHROMA_KEY })).toBe('#00ff00');
  });

  it('keep sizes within bounds and fall back on nonsense', () => {
    expect(readCaptureParams('?w=10&h=99999')).toMatchObject({
      width: CAPTURE_SIZE.min,
      height: CAPTURE_SIZE.max,
    });
    expect(readCaptureParams('?w=-5&h=1e3')).toMatchObject({
      width: CAPTURE_SIZE.defaultWidth,
      height: CAPTURE_SIZE.defaultHeight,
    });
    expect(readCaptureParams('').token).toBeNull();
    expect(readCaptureParams(`?token=${'x'.repeat(513)}`).token).toBeNull();
  });

  it('follow every game of the lobby, and nothing else', () => {
    const playable = LOBBY_GAMES.filter((game) => game.available).map((game) => game.key);
    expect([...CAPTURE_GAMES].sort()).toEqual([...playable].sort());
    for (const key of playable) expect(isCaptureGame(key)).toBe(true);
    expect(isCaptureGame('reward-wheel')).toBe(false);
    expect(isCaptureGame('')).toBe(false);
    expect(isCaptureGame(undefined)).toBe(false);
  });
});
