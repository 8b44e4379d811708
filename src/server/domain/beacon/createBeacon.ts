import type { Beacon } from './beacon';
import { DrandQuicknetBeacon } from './drandQuicknetBeacon';
import { EosBeacon } from './eosBeacon';
import type { HttpFetch } from './httpFetch';
import { LOCAL_BEACON_GENESIS, LocalBeacon } from './localBeacon';

/** Which beacon a deployment uses; `local` needs nothing and is the default. */
export type BeaconSettings =
  | { kind: 'local'; periodMs?: number }
  | { kind: 'drand-quicknet'; relayUrls: readonly string[]; leadRounds?: number }
  | { kind: 'eos'; apiUrls: readonly string[]; chainId?: string; leadBlocks?: number };

/** The public relays of drand's League of Entropy (any of them: answers are verified). */
export const DEFAULT_DRAND_RELAYS = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://drand.cloudflare.com',
] as const;

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
