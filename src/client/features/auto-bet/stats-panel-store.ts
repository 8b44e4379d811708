import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { PANEL_MARGIN, type PanelOffset } from './panel-position';

/** The panel's element id (the toggle's aria-controls). */
export const STATS_PANEL_ID = 'live-stats-panel';

interface StatsPanelState {
  open: boolean;
  /** Where the player left it; the same on every game page of this tab. */
  offset: PanelOffset;
}

const DEFAULT_OFFSET: PanelOffset = { right: PANEL_MARGIN * 2, bottom: PANEL_MARGIN * 2 };

export const statsPanelStore = createStore<StatsPanelState>()(() => ({
  open: false,
  offset: DEFAULT_OFFSET,
}));

export const setStatsPanelOpen = (open: boolean) => statsPanelStore.setState({ open });
export const setStatsPanelOffset = (offset: PanelOffset) => statsPanelStore.setState({ offset });

export function useStatsPanel(): StatsPanelState {
  return useStore(statsPanelStore);
}
