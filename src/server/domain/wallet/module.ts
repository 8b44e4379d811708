import type { ServerModule } from '../../modules/serverModule';
import { walletRelays } from './relays';

/** The wallet: its balance reaches the player's tabs (its moves are the other areas' calls). */
export const serverModule: ServerModule = {
  name: 'wallet',
  relayEntries: walletRelays,
};
