// Types only: the contract's zod stays out of this chunk's hot path; the call is apiRequest.
import type { RoundChain } from '../../../../shared/contract/roundChains';
import { apiRequest } from '../../../lib/http';

export const roundChainsApi = {
  list: (): Promise<{ chains: RoundChain[] }> => apiRequest('/fairness/round-chains'),
};
