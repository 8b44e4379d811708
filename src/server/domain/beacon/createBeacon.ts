import type { Beacon } from './beacon';
import { DrandQuicknetBeacon } from './drandQuicknetBeacon';
import { EosBeacon } from './eosBeacon';
import type { BeaconSettings } from '../../config/slices/beacon';
import type { HttpFetch } from './httpFetch';
import { LOCAL_BEACON_GENESIS, LocalBeacon } from './localBeacon';

export type { BeaconSettings } from '../../config/slices/beacon';
export { DEFAULT_DRAND_RELAYS } from '../../config/slices/beacon';

export function createBeacon(settings: BeaconSettings, fetch?: HttpFetch): Beacon {
  switch (settings.kind) {
    case 'local':
      return new LocalBeacon({ periodMs: settings.periodMs, genesis: LOCAL_BEACON_GENESIS });
    case 'drand-quicknet':
      return new DrandQuicknetBeacon({ ...settings, fetch });
    case 'eos':
      return new EosBeacon({ ...settings, fetch });
  }
}
