import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-types';
import { appendMessage, applyUpdate, mentionsUser, pickChannel, plainText } from './chat-state';

const ME = '11111111-1111-4111-8111-111111111111';
const YOU = '22222222-2222-4222-8222-222222222222';

function message(id: string, channel = 'en', blocks: ChatMessage['blocks'] = []): ChatMessage {
  return {
    _id: id,
    channel,
    active: true,
    user: { id: YOU, username: 'you', avatar: null, level: 1 },
    blocks: blocks.length ? blocks : [{ type: 'TEXT', value: id }],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('appendMessage', () => {
  it('appends and drops the oldest past the bound', () => {
    let state = {};
    for (const id of ['a', 'b', 'c', 'd']) state = appendMessage(state, message(id), 3);
    expect((state as Record<string, ChatMessage[]>).en!.map((m) => m._id)).toEqual(['b', 'c', 'd']);
  });

  it('ignores a message it already has, and keeps channels apart', () => {
    const once = appendMessage({}, message('a'));
    expect(appendMessage(once, message('a'))).toBe(once);
    const both = appendMessage(once, message('b', 'ru'));
    expect(Object.keys(both).sort()).toEqual(['en', 'ru']);
  });
});

describe('applyUpdate', () => {
  it('removes a message when it becomes inactive, from whichever channel', () => {
    const state = appendMessage(appendMessage({}, message('a')), message('b', 'ru'));
    const next = applyUpdate(state, { id: 'b', active: false });
    expect(next.ru).toEqual([]);
    expect(next.en).toHaveLength(1);
  });

  it('leaves the state alone for unknown ids or active updates', () => {
    const state = appendMessage({}, message('a'));
    expect(applyUpdate(state, { id: 'zzz', active: false })).toBe(state);
    expect(applyUpdate(state, { id: 'a', active: true })).toBe(state);
  });
});

describe('pickChannel', () => {
  const channels = [{ channel: 'en' }, { channel: 'ru' }];
  it('keeps the remembered channel, or falls back to the first when it vanished', () => {
    expect(pickChannel('ru', channels)).toBe('ru');
    expect(pickChannel('vip', channels)).toBe('en');
    expect(pickChannel(null, channels)).toBe('en');
    expect(pickChannel('en', [])).toBeNull();
  });
});

describe('mentionsUser', () => {
  it('is true for a mention of me by someone else only', () => {
    const atMe = message('a', 'en', [{ type: 'MENTION', userId: ME, username: 'me' }]);
    expect(mentionsUser(atMe, ME)).toBe(true);
    expect(mentionsUser(atMe, YOU)).toBe(false);
    expect(mentionsUser({ ...atMe, user: { ...atMe.user!, id: ME } }, ME)).toBe(false);
    expect(mentionsUser(atMe, null)).toBe(false);
  });
});

describe('plainText', () => {
  it('reads the blocks as one line', () => {
    expect(
      plainText(
        message('a', 'en', [
          { type: 'TEXT', value: 'gg ' },
          { type: 'MENTION', userId: ME, username: 'me' },
          { type: 'BREAK_LINE' },
          { type: 'EMOTE', _id: 'fire', name: 'fire', image: '/emotes/fire.svg' },
        ]),
      ),
    ).toBe('gg @me :fire:');
  });
});
