import { describe, expect, it } from 'vitest';
import { channelSchema, channels, parseSubscriptionEvent, subscriptionEventName } from './channels';
import { GAME_KINDS } from './games';
import { toRichText } from './richText';
import { isAdmin, isModerator, isSuperAdmin } from './roles';

describe('channelSchema', () => {
  it.each([
    'live-drops',
    'game:roulette',
    'case-battle:3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f',
    'a.b',
  ])('accepts %s', (channel) => {
    expect(channelSchema.safeParse(channel).success).toBe(true);
  });

  it.each(['', 'Live', 'a b', 'x'.repeat(65), 'a/b', 'room_1'])('refuses %j', (channel) => {
    expect(channelSchema.safeParse(channel).success).toBe(false);
  });

  it('names every product channel validly', () => {
    const names = [
      channels.liveDrops,
      ...GAME_KINDS.map(channels.game),
      channels.caseBattle('b7f3c2a1-0d4e-4f5a-8b6c-7d8e9f0a1b2c'),
    ];
    for (const name of names) expect(channelSchema.safeParse(name).success, name).toBe(true);
  });
});

describe('subscription event names', () => {
  it('round-trips through the name', () => {
    const name = subscriptionEventName('game:case-battle', 'unsubscribe');
    expect(name).toBe('game:case-battle.unsubscribe');
    expect(parseSubscriptionEvent(name)).toEqual({
      channel: 'game:case-battle',
      action: 'unsubscribe',
    });
  });

  it('keeps dots inside the channel', () => {
    expect(parseSubscriptionEvent('a.b.subscribe')).toEqual({
      channel: 'a.b',
      action: 'subscribe',
    });
  });

  it.each(['login', 'chat.send-message', '.subscribe', 'BAD.subscribe', 'x.subscribed'])(
    'ignores %j',
    (event) => {
      expect(parseSubscriptionEvent(event)).toBeNull();
    },
  );
});

describe('small helpers', () => {
  it('turns a plain string into one text block', () => {
    expect(toRichText('hi')).toEqual([{ type: 'TEXT', value: 'hi' }]);
    const blocks = [{ type: 'BREAK_LINE' as const }];
    expect(toRichText(blocks)).toBe(blocks);
  });

  it('derives role flags as section 6 says', () => {
    expect(isAdmin(['SUPER_ADMIN'])).toBe(true);
    expect(isAdmin(['ADMIN'])).toBe(true);
    expect(isAdmin(['MODERATOR', 'PLAYER'])).toBe(false);
    expect(isSuperAdmin(['ADMIN'])).toBe(false);
    expect(isModerator(['MODERATOR'])).toBe(true);
    expect(isModerator(['ADMIN'])).toBe(false);
  });
});
