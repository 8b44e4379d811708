// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { casesCalls, OpenCaseBody } from '../../../shared/contract/cases';
import { apiRequest } from '../../lib/http';
import { paceSetting } from '../instant-games/pace-setting';

/** The pace setting's key for case opening (the game's kind). */
const caseUnboxKind = 'case-unbox';

type Calls = typeof casesCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type CaseListAnswer = Answer<'listCases'>;
export type CaseAnswer = Answer<'getCase'>;
export type OpenCaseAnswer = Answer<'openCase'>;

/** The case opening HTTP calls (paths of src/shared/contract/cases.ts). */
export interface CasesApi {
  listCases(kind?: 'official' | 'community'): Promise<CaseListAnswer>;
  getCase(slug: string): Promise<CaseAnswer>;
  openCase(slug: string, body: OpenCaseBody): Promise<OpenCaseAnswer>;
}

export const casesApi: CasesApi = {
  listCases: (kind) => apiRequest(kind ? `/cases?kind=${kind}` : '/cases'),
  getCase: (slug) => apiRequest(`/cases/${encodeURIComponent(slug)}`),
  // The reels spin at the player's pace: the server holds the win everywhere else until then.
  openCase: (slug, body) =>
    apiRequest(`/cases/${encodeURIComponent(slug)}/open`, {
      method: 'POST',
      body: { ...body, pace: body.pace ?? paceSetting.get(caseUnboxKind) },
    }),
};
