import { kycRoutes } from './routes/kyc';
import type { ServerModule } from '../../modules/serverModule';
import { kycRelays } from './relays';

/** Identity checks (KYC) and their staff review. */
export const serverModule: ServerModule = {
  name: 'kyc',
  routes: kycRoutes,
  relayEntries: kycRelays,
};
