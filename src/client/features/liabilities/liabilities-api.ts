import type { LiabilityProof, LiabilityRoot } from '../../../shared/contract/liabilities';
import { apiRequest } from '../../lib/http';

/** The proof-of-liabilities calls of src/shared/contract/liabilities.ts. */
export const liabilitiesApi = {
  myProof: () => apiRequest<LiabilityProof>('/users/me/liabilities-proof'),
  publishedRoots: () => apiRequest<LiabilityRoot[]>('/open-books/liabilities'),
};
