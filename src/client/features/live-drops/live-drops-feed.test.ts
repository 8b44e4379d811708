import { describe, expect, it, vi } from 'vitest';
import { exampleLiveDrop } from '../../../shared/contract/examples';
import { createLiveDropsFeed } from './live-drops-feed';
import { type DropLists, EMPTY_LISTS } from './live-drops-state';
import { liveDropsStore } from './live-drops-store';

function setup() {
  let hidden = false;
  const state = { loadHistory: vi.fn(), receive: vi.fn() };
  const history: DropLists = { All: [exampleLiveDrop], Top: [] };
  const fetchHistory = vi.fn(async () => history);
  const feed = createLiveDropsFeed({
    store: { getState: () => state },
    fetchHistory,
    isHidden: () => hidden,
    onError: vi.fn(),
  });
  return { feed, state, fetchHistory, history, hide: (value: boolean) => (hidden = value) };
}

const event = { data: { liveDrop: exampleLiveDrop } };

describe('the live drops feed', () => {
  it('passes drops on while the tab is shown', () => {
    const { feed, state } = setup();
    feed.onDrop(event);
    expect(state.receive).toHaveBeenCalledWith(exampleLiveDrop);
  });

  it('ignores drops while the tab is hidden, then reloads the history once it shows', async () => {
    const { feed, state, fetchHistory, history, hide } = setup();
    hide(true);
    feed.onDrop(event);
    feed.onDrop(event);
    expect(state.receive).not.toHaveBeenCalled();
    hide(false);
    await feed.onVisible();
    expect(fetchHistory).toHaveBeenCalledTimes(1);
    expect(state.loadHistory).toHaveBeenCalledWith(history);
    // Nothing was missed since: showing the tab again reads nothing.
    expect(feed.onVisible()).toBeUndefined();
    expect(fetchHistory).toHaveBeenCalledTimes(1);
  });

  it('reloads after a reconnect, one request however many ask at once', async () => {
    const { feed, fetchHistory } = setup();
    await Promise.all([feed.onReconnect(), feed.onReconnect()]);
    expect(fetchHistory).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed payloads', () => {
    const { feed, state } = setup();
    feed.onDrop({ data: { liveDrop: { _id: 1 } } });
    expect(state.receive).not.toHaveBeenCalled();
  });

  it('keeps a drop that arrived while the history was on its way, once', async () => {
    liveDropsStore.setState({ loaded: false, lists: EMPTY_LISTS, arrivedId: null });
    let answer: (history: DropLists) => void = () => undefined;
    const feed = createLiveDropsFeed({
      store: liveDropsStore,
      fetchHistory: () => new Promise<DropLists>((resolve) => (answer = resolve)),
      isHidden: () => false,
      onError: vi.fn(),
    });
    const older = { ...exampleLiveDrop, _id: 'older' };
    const during = { ...exampleLiveDrop, _id: 'during', specialCategories: ['Top' as const] };
    const loading = feed.reload();
    feed.onDrop({ data: { liveDrop: during } });
    // The history was read before that drop: without care it would wipe it out.
    answer({ All: [older], Top: [] });
    await loading;
    const { lists } = liveDropsStore.getState();
    expect(lists.All.map((d) => d._id)).toEqual(['during', 'older']);
    expect(lists.Top.map((d) => d._id)).toEqual(['during']);

    // Read after it, the history already holds it: it is not listed twice.
    const again = feed.reload();
    feed.onDrop({ data: { liveDrop: during } });
    answer({ All: [during, older], Top: [during] });
    await again;
    expect(liveDropsStore.getState().lists.All.map((d) => d._id)).toEqual(['during', 'older']);
  });
});
