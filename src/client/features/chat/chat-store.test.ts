import { describe, expect, it } from 'vitest';
import { createChatStore, type ChannelMemory } from './chat-store';
import type { ChatMessage } from './chat-types';

const ME = '11111111-1111-4111-8111-111111111111';

function memory(initial: string | null = null): ChannelMemory & { value: string | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(channel) {
      this.value = channel;
    },
  };
}

const msg = (id: string, channel: string, blocks: ChatMessage['blocks'] = []): ChatMessage => ({
  _id: id,
  channel,
  active: true,
  user: { id: '22222222-2222-4222-8222-222222222222', username: 'you', avatar: null, level: 0 },
  blocks: blocks.length ? blocks : [{ type: 'TEXT', value: id }],
  createdAt: '2026-01-01T00:00:00.000Z',
});

const history = (channels: string[]) => ({
  chat: {
    channels: channels.map((channel) => ({
      channel,
      name: channel,
      messages: [msg(`h-${channel}`, channel)],
    })),
    maxLength: 200,
  },
});

describe('chat store', () => {
  it('restores the remembered channel, or falls back to the first when it vanished', () => {
    const kept = createChatStore(memory('ru'));
    kept.getState().loadHistory(history(['en', 'ru']));
    expect(kept.getState().selected).toBe('ru');

    const gone = createChatStore(memory('vip'));
    gone.getState().loadHistory(history(['en', 'ru']));
    expect(gone.getState().selected).toBe('en');
    expect(gone.getState().maxLength).toBe(200);
  });

  it('remembers only a selection of a channel that exists', () => {
    const mem = memory();
    const store = createChatStore(mem);
    store.getState().loadHistory(history(['en', 'ru']));
    store.getState().select('ru');
    expect(mem.value).toBe('ru');
    store.getState().select('nope');
    expect(store.getState().selected).toBe('ru');
    expect(mem.value).toBe('ru');
  });

  it('keeps messages that arrived before the history answer', () => {
    const store = createChatStore(memory());
    store.getState().receive(msg('live', 'en'), ME);
    store.getState().loadHistory(history(['en']));
    expect(store.getState().messages.en!.map((m) => m._id)).toEqual(['h-en', 'live']);
  });

  it('counts unseen messages and mentions only while the chat is out of sight', () => {
    const store = createChatStore(memory());
    store.getState().loadHistory(history(['en']));
    const atMe = msg('m1', 'en', [{ type: 'MENTION', userId: ME, username: 'me' }]);
    expect(store.getState().receive(atMe, ME)).toBe(true);
    store.getState().receive(msg('m2', 'en'), ME);
    expect(store.getState()).toMatchObject({ newMessageCount: 2, mentioned: true });

    store.getState().setVisible(true);
    expect(store.getState()).toMatchObject({ newMessageCount: 0, mentioned: false });
    store.getState().receive(msg('m3', 'en'), ME);
    expect(store.getState().newMessageCount).toBe(0);
  });

  it('drops a removed message', () => {
    const store = createChatStore(memory());
    store.getState().loadHistory(history(['en']));
    store.getState().update({ id: 'h-en', active: false });
    expect(store.getState().messages.en).toEqual([]);
  });
});
