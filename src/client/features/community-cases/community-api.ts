// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { CatalogueQuery, catalogueCalls } from '../../../shared/contract/catalogue';
import type {
  CommunityCaseListQuery,
  CreateCommunityCaseBody,
  communityCasesCalls,
} from '../../../shared/contract/communityCases';
import { apiRequest } from '../../lib/http';

type Calls = typeof communityCasesCalls & typeof catalogueCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type CommunityPageAnswer = Answer<'listCommunityCases'>;
export type CreatedCaseAnswer = Answer<'createCommunityCase'>;
export type CreatorAnswer = Answer<'getCaseCreator'>;
export type CatalogueAnswer = Answer<'listCatalogueItems'>;

/** `?a=1&b=x` from the values that are set, in the order given. */
export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The community case and catalogue calls (paths of contract/communityCases.ts and catalogue.ts). */
export const communityApi = {
  list: (query: CommunityCaseListQuery, signal?: AbortSignal) =>
    apiRequest<CommunityPageAnswer>(`/community-cases${queryString(query)}`, { signal }),
  create: (body: CreateCommunityCaseBody) =>
    apiRequest<CreatedCaseAnswer>('/community-cases', { method: 'POST', body }),
  creator: (id: string) =>
    apiRequest<CreatorAnswer>(`/community-cases/creators/${encodeURIComponent(id)}`),
  catalogue: (query: CatalogueQuery, signal?: AbortSignal) =>
    apiRequest<CatalogueAnswer>(`/catalogue/items${queryString(query)}`, { signal }),
};
