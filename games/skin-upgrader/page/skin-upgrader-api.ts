// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { CatalogueQuery, catalogueCalls } from '../../../src/shared/contract/catalogue';
import { apiRequest } from '../../../src/client/lib/http';

export type CatalogueAnswer = z.infer<(typeof catalogueCalls)['listCatalogueItems']['response']>;

/** `?a=1&b=x` from the values that are set. */
function queryString(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The catalogue the target picker searches (GET /catalogue/items of contract/catalogue.ts). */
export const skinUpgraderApi = {
  catalogue: (query: CatalogueQuery, signal?: AbortSignal) =>
    apiRequest<CatalogueAnswer>(`/catalogue/items${queryString(query)}`, { signal }),
};
