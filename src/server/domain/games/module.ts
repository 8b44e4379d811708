import { instantGameRoutes } from './routes/instantGames';
import { minesRoutes } from './routes/mines';
import { betRoutes } from './routes/bets';
import { gamesActivityRoutes } from './routes/gamesActivity';
import type { ServerModule } from '../../modules/serverModule';
import { gameRelays } from './relays';

/** The games: instant games, mines, bet history and players per game. */
export const serverModule: ServerModule = {
  name: 'games',
  routes(api, services) {
    instantGameRoutes(api, services);
    minesRoutes(api, services);
    betRoutes(api, services);
    gamesActivityRoutes(api, services);
  },
  relayEntries: gameRelays,
};
