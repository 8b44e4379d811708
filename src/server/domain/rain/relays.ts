import type { RelayEntries } from '../../modules/serverModule';
import { relay } from '../../realtime/relayEngine';
import { rainStateWire } from './rainWire';

/** The rain pool, to everyone. */
export const rainRelays: RelayEntries = (services) => [
  // The pool is read after the commit, one read at a time: changes during a read ask for
  // one more, so the last state sent is never older than the last change here.
  relay({
    on: 'rain.changed',
    emit: 'rain.update',
    audience: { to: 'everyone' },
    batch: { ms: 0 },
    data: async () => ({ rain: rainStateWire(await services.rain.state()) }),
  }),
];
