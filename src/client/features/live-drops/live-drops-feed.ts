import type { LiveDrop } from '../../../shared/contract/liveDrops';
import type { DropLists } from './live-drops-state';
import { dropOf } from './live-drops-state';
import type { LiveDropsState } from './live-drops-store';

export interface LiveDropsFeedDeps {
  store: { getState(): Pick<LiveDropsState, 'loadHistory' | 'receive'> };
  fetchHistory(): Promise<DropLists>;
  isHidden(): boolean;
  onError(error: unknown): void;
}

/**
 * The strip's rules for incoming events: a drop that arrives while the tab is hidden is
 * ignored (the spec's rule: nobody watches it slide in, and a hidden tab should do no
 * work), so when the tab shows again, or the socket comes back, the history is read anew
 * and nothing stays missing.
 */
export function createLiveDropsFeed(deps: LiveDropsFeedDeps) {
  let missed = false;
  let loading: Promise<void> | null = null;
  // Drops that arrive while the history is on its way: it may have been read before them,
  // so they go on top of it again once it lands (a drop it already holds is not doubled).
  let arrivedDuringLoad: LiveDrop[] = [];

  function reload(): Promise<void> {
    if (!loading) arrivedDuringLoad = [];
    loading ??= deps
      .fetchHistory()
      .then((history) => {
        const { loadHistory, receive } = deps.store.getState();
        loadHistory(history);
        for (const drop of arrivedDuringLoad) receive(drop);
      })
      .catch(deps.onError)
      .finally(() => {
        loading = null;
        arrivedDuringLoad = [];
      });
    return loading;
  }

  return {
    reload,
    onDrop(payload: unknown): void {
      if (deps.isHidden()) {
        missed = true;
        return;
      }
      const drop = dropOf(payload);
      if (!drop) return;
      if (loading) arrivedDuringLoad.push(drop);
      deps.store.getState().receive(drop);
    },
    onVisible(): Promise<void> | undefined {
      if (!missed) return undefined;
      missed = false;
      return reload();
    },
    onReconnect: reload,
  };
}
