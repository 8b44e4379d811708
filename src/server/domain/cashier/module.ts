import { cashierRoutes } from './routes/cashier';
import { cashierCryptoRoutes } from './routes/cashierCrypto';
import { cashierCardRoutes } from './routes/cashierCard';
import { cashierSkinsRoutes } from './routes/cashierSkins';
import { adminCashierRoutes } from './routes/adminCashier';
import { shareCryptoRates } from './crypto/cryptoRatesShare';
import type { ServerModule } from '../../modules/serverModule';
import { cashierRelays } from './relays';

/** The cashier: deposits and withdrawals by crypto, card and skins, and the staff's cashier pages. */
export const serverModule: ServerModule = {
  name: 'cashier',
  routes(api, services) {
    cashierRoutes(api, services);
    cashierCryptoRoutes(api, services);
    cashierCardRoutes(api, services);
    cashierSkinsRoutes(api, services);
    adminCashierRoutes(api, services);
  },
  // The one process that reads the crypto rates (the round leader, cryptoRatesShare.ts)
  // tells the bus of new ones, once for the cluster.
  relays: (_io, services) =>
    shareCryptoRates(services.cryptoCashier.rates, {
      leadership: services.rounds.leadership,
      broadcast: services.broadcast,
      intervalMs: services.config.cryptoCashier.ratesIntervalMs,
      announce: (rates) => services.events.emit('cashier.rates', { rates }),
      // A failed read needs no log line of its own: past the maximum age the cashier says so.
      onError: () => undefined,
    }),
  relayEntries: cashierRelays,
  jobs: {
    start(services, log) {
      if (services.config.skinDeposits.scheduled)
        services.skinDeposits.start((error) =>
          log.error({ err: error }, 'skin deposit poll failed'),
        );
    },
    stop: (services) => services.skinDeposits.stop(),
  },
};
