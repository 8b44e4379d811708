import { describe, expect, it, vi } from 'vitest';
import { channelJoined, onChannelJoined } from './channel-joins';

describe('channel joins', () => {
  it('tells the listeners of the joined channel only, each join, until stopped', () => {
    const battle = vi.fn();
    const other = vi.fn();
    const stop = onChannelJoined('case-battle:a', battle);
    onChannelJoined('case-battle:b', other);
    channelJoined('case-battle:a');
    channelJoined('case-battle:a');
    expect(battle).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
    stop();
    channelJoined('case-battle:a');
    expect(battle).toHaveBeenCalledTimes(2);
  });
});
