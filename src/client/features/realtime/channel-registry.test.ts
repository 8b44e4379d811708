import { describe, expect, it } from 'vitest';
import { ChannelRegistry } from './channel-registry';

describe('ChannelRegistry', () => {
  it('reports only real changes and keeps first-subscribed order', () => {
    const channels = new ChannelRegistry();
    expect(channels.add('crash')).toBe(true);
    expect(channels.add('chat')).toBe(true);
    expect(channels.add('crash')).toBe(false);
    expect(channels.list()).toEqual(['crash', 'chat']);
    expect(channels.remove('crash')).toBe(true);
    expect(channels.remove('crash')).toBe(false);
    expect(channels.has('chat')).toBe(true);
    expect(channels.list()).toEqual(['chat']);
  });
});
