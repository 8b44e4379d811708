import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';
import { reportWarning } from '../../lib/report-error';
import { onChannelJoined } from '../realtime/channel-joins';
import { subscribeChannel } from '../realtime/realtime';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { startupRead } from '../startup/startup-read';
import { createLiveDropsFeed } from './live-drops-feed';
import { liveDropsStore } from './live-drops-store';

let started = false;

/** How long the strip's first history read waits for the socket before going alone. */
const HISTORY_WAITS_FOR_SOCKET_MS = 1_500;

/** Subscribes to the live-drops channel and loads the history, once per page. */
export function startLiveDrops(): void {
  if (started) return;
  started = true;
  const feed = createLiveDropsFeed({
    store: liveDropsStore,
    fetchHistory: async () =>
      (await apiRequest<HttpResponse<'getLiveDropsHistory'>>('/live-drops/history')).Global,
    isHidden: () => document.hidden,
    onError: (error) => reportWarning('Live drops could not load', error),
  });
  // The channel's name as the contract's `channels.liveDrops` has it (no schema module here).
  subscribeChannel('live-drops');
  onRealtimeEvent('live-drops.new', feed.onDrop);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void feed.onVisible();
  });
  // The channel is joined on every connect, and a history read before the join could miss
  // a drop made in between: so it is read each time the join is acknowledged, the first
  // included. Until then the strip shows the start-up read's history; without it, the
  // first read waits for the socket, unless the socket is slow to come.
  let firstRead: ReturnType<typeof setTimeout> | undefined;
  let joinedOnce = false;
  void startupRead.take('liveDrops').then((history) => {
    if (joinedOnce) return;
    if (history) liveDropsStore.getState().loadHistory(history.Global);
    else firstRead = setTimeout(() => void feed.reload(), HISTORY_WAITS_FOR_SOCKET_MS);
  });
  onChannelJoined('live-drops', () => {
    joinedOnce = true;
    clearTimeout(firstRead);
    void feed.onReconnect();
  });
}
