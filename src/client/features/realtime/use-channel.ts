import { useEffect } from 'react';
import { subscribeChannel, unsubscribeChannel } from './realtime';

/** Subscribes to a realtime channel while the calling component is mounted. */
export function useChannel(channel: string | null): void {
  useEffect(() => {
    if (!channel) return;
    subscribeChannel(channel);
    return () => unsubscribeChannel(channel);
  }, [channel]);
}
