import { describe, expect, it } from 'vitest';
import { LocalBroadcast } from '../broadcast';
import { CAPTURE_WATCH_TTL_MS, CaptureAudience } from './captureAudience';

function audiences() {
  const broadcast = new LocalBroadcast();
  let now = 1_000_000;
  const clock = () => now;
  return {
    broadcast,
    here: new CaptureAudience(broadcast, clock),
    peer: new CaptureAudience(broadcast, clock),
    advance: (ms: number) => (now += ms),
  };
}

describe('CaptureAudience', () => {
  it('knows a watched player on every process that hears the broadcast, and no one else', () => {
    const { here, peer } = audiences();
    expect(peer.isWatched('streamer')).toBe(false);
    here.watching(['streamer']);
    expect(here.isWatched('streamer')).toBe(true);
    expect(peer.isWatched('streamer')).toBe(true);
    expect(peer.isWatched('someone-else')).toBe(false);
  });

  it('forgets a player whose browser source stopped saying so, and a refresh keeps one', () => {
    const { here, peer, advance } = audiences();
    here.watching(['streamer', 'viewer-gone']);
    advance(CAPTURE_WATCH_TTL_MS - 1);
    here.watching(['streamer']);
    advance(2);
    expect(peer.isWatched('streamer')).toBe(true);
    expect(peer.isWatched('viewer-gone')).toBe(false);
    advance(CAPTURE_WATCH_TTL_MS);
    expect(peer.isWatched('streamer')).toBe(false);
  });

  it('ignores a malformed message from a peer', () => {
    const { broadcast, peer } = audiences();
    broadcast.deliver('capture.watching', { userIds: 'streamer' });
    broadcast.deliver('capture.watching', null);
    expect(peer.isWatched('streamer')).toBe(false);
  });

  it('stops listening once closed', () => {
    const { here, peer } = audiences();
    peer.close();
    here.watching(['streamer']);
    expect(peer.isWatched('streamer')).toBe(false);
  });
});
