import type { ServerModule } from '../../modules/serverModule';
import { xpRelays } from './relays';

/** XP and its boosts: the level reaches the player's tabs (wagers earn it elsewhere). */
export const serverModule: ServerModule = {
  name: 'xp',
  relayEntries: xpRelays,
};
