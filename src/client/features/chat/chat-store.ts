import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  appendMessage,
  applyUpdate,
  MAX_MESSAGES_PER_CHANNEL,
  mentionsUser,
  pickChannel,
  type MessagesByChannel,
} from './chat-state';
import type { ChatChannelInfo, ChatMessage, Emote } from './chat-types';

/** Where the selected channel is remembered (the only chat state kept across visits). */
export interface ChannelMemory {
  read(): string | null;
  write(channel: string): void;
}

export interface ChatHistoryAnswer {
  chat: {
    channels: Array<Partial<ChatChannelInfo> & { channel: string; messages: ChatMessage[] }>;
    maxLength?: number;
  };
}

export interface ChatState {
  loaded: boolean;
  /** The history could not be loaded. */
  failed: boolean;
  channels: ChatChannelInfo[];
  selected: string | null;
  messages: MessagesByChannel;
  /** Characters per message on this server. */
  maxLength: number;
  emotes: Emote[];
  /** Null until the server has told it (shown as a placeholder, never as 0). */
  onlineCount: number | null;
  /** Messages that arrived while the chat was out of sight. */
  newMessageCount: number;
  /** Someone mentioned the player while the chat was out of sight. */
  mentioned: boolean;
  /** The chat panel is on screen (dock expanded, or drawer open). */
  visible: boolean;
  loadHistory(answer: ChatHistoryAnswer): void;
  setEmotes(emotes: Emote[]): void;
  select(channel: string): void;
  /** Adds a new message; answers whether it mentions `myUserId`. */
  receive(message: ChatMessage, myUserId: string | null): boolean;
  update(update: { id: string; active: boolean }): void;
  setOnlineCount(count: number): void;
  setVisible(visible: boolean): void;
  setFailed(failed: boolean): void;
}

const DEFAULT_MAX_LENGTH = 300;

export function createChatStore(memory: ChannelMemory): StoreApi<ChatState> {
  return createStore<ChatState>()((set, get) => ({
    loaded: false,
    failed: false,
    channels: [],
    selected: null,
    messages: {},
    maxLength: DEFAULT_MAX_LENGTH,
    emotes: [],
    onlineCount: null,
    newMessageCount: 0,
    mentioned: false,
    visible: false,

    loadHistory({ chat }) {
      const channels = chat.channels.map((c) => ({
        channel: c.channel,
        name: c.name ?? c.channel.toUpperCase(),
        minLevel: c.minLevel ?? 0,
        slowModeSeconds: c.slowModeSeconds ?? 0,
      }));
      // Messages that arrived over the socket while history loaded are kept too.
      let messages: MessagesByChannel = {};
      for (const c of chat.channels)
        for (const m of c.messages.slice(-MAX_MESSAGES_PER_CHANNEL))
          messages = appendMessage(messages, m);
      for (const list of Object.values(get().messages))
        for (const m of list) messages = appendMessage(messages, m);
      set({
        loaded: true,
        failed: false,
        channels,
        messages,
        maxLength: chat.maxLength ?? DEFAULT_MAX_LENGTH,
        selected: pickChannel(get().selected ?? memory.read(), channels),
      });
    },

    setEmotes(emotes) {
      set({ emotes });
    },

    select(channel) {
      if (!get().channels.some((c) => c.channel === channel)) return;
      memory.write(channel);
      set({ selected: channel });
    },

    receive(message, myUserId) {
      const state = get();
      const next = appendMessage(state.messages, message);
      if (next === state.messages) return false;
      const mentioned = mentionsUser(message, myUserId);
      set({
        messages: next,
        ...(state.visible
          ? {}
          : {
              newMessageCount: state.newMessageCount + 1,
              mentioned: state.mentioned || mentioned,
            }),
      });
      return mentioned;
    },

    update(update) {
      set({ messages: applyUpdate(get().messages, update) });
    },

    setOnlineCount(count) {
      set({ onlineCount: count });
    },

    setVisible(visible) {
      set(visible ? { visible, newMessageCount: 0, mentioned: false } : { visible });
    },

    setFailed(failed) {
      set({ failed });
    },
  }));
}

const CHANNEL_KEY = 'gemdrop.chat.channel';

/** localStorage, tolerating browsers that refuse it (private modes, blocked storage). */
export const localChannelMemory: ChannelMemory = {
  read() {
    try {
      return localStorage.getItem(CHANNEL_KEY);
    } catch {
      return null;
    }
  },
  write(channel) {
    try {
      localStorage.setItem(CHANNEL_KEY, channel);
    } catch {
      // Not remembered this time; the first channel is the fallback anyway.
    }
  },
};

export const chatStore = createChatStore(localChannelMemory);

export function useChat<T>(selector: (state: ChatState) => T): T {
  return useStore(chatStore, selector);
}
