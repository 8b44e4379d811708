import { describe, expect, it } from 'vitest';
import { DISCORD_LINK_URL, parseDiscordMessage } from './discord-popup';

const origin = 'https://gemdrop.example';

describe('discord link pop-up', () => {
  it('starts at the API’s link call', () => {
    expect(DISCORD_LINK_URL).toBe('/api/discord/link');
  });

  it('accepts only same-origin Discord results', () => {
    const linked = { type: 'discord', status: 'linked', message: 'Discord account x linked.' };
    expect(parseDiscordMessage({ origin, data: linked }, origin)).toEqual(linked);
    expect(
      parseDiscordMessage({ origin: 'https://evil.example', data: linked }, origin),
    ).toBeNull();
    expect(parseDiscordMessage({ origin, data: 'discord' }, origin)).toBeNull();
    expect(
      parseDiscordMessage({ origin, data: { type: 'auth', status: 'linked' } }, origin),
    ).toBeNull();
    expect(
      parseDiscordMessage({ origin, data: { type: 'discord', status: 'maybe' } }, origin),
    ).toBeNull();
  });

  it('keeps a failure without a message as it is', () => {
    expect(
      parseDiscordMessage(
        { origin, data: { type: 'discord', status: 'failed', message: 7 } },
        origin,
      ),
    ).toEqual({ type: 'discord', status: 'failed' });
  });
});
