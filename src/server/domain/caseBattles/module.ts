import { caseBattleRoutes } from './routes/caseBattles';
import { relayBattleSpectators } from '../../realtime/battleSpectators';
import type { ServerModule } from '../../modules/serverModule';
import { caseBattleRelays } from './relays';

/** Case battles: their calls and relays (their play is the room games', roomGames/). */
export const serverModule: ServerModule = {
  name: 'caseBattles',
  routes: caseBattleRoutes,
  relays: relayBattleSpectators,
  relayEntries: caseBattleRelays,
};
