import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Whether the header's challenges popover is open: the user menu can open it too. */
export const challengesEntryStore = createStore<{ open: boolean }>()(() => ({ open: false }));

export const setChallengesOpen = (open: boolean) => challengesEntryStore.setState({ open });

export const useChallengesOpen = () => useStore(challengesEntryStore, (state) => state.open);
