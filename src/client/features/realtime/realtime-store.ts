import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export interface RealtimeState {
  status: ConnectionStatus;
  /** The socket is logged in as the session's user. */
  authenticated: boolean;
}

/** Connection state for the UI (e.g. a "reconnecting" hint); the socket itself lives elsewhere. */
export const realtimeStore = createStore<RealtimeState>()(() => ({
  status: 'idle',
  authenticated: false,
}));

export function useRealtime<T>(selector: (state: RealtimeState) => T): T {
  return useStore(realtimeStore, selector);
}
