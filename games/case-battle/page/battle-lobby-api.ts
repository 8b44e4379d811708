// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type {
  CreateCaseBattleBody,
  JoinCaseBattleBody,
  battlesCalls,
} from '../../../src/shared/contract/battles';
import { apiRequest } from '../../../src/client/lib/http';

type Calls = typeof battlesCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type CaseBattleListAnswer = Answer<'listCaseBattles'>;
export type CaseBattleGetAnswer = Answer<'getCaseBattle'>;
export type CaseBattleSeatAnswer = Answer<'createCaseBattle'>;

const battle = (id: string) => `/case-battles/${encodeURIComponent(id)}`;

/** The lobby's case battle calls (paths of src/shared/contract/battles.ts). */
export const battleLobbyApi = {
  list: (): Promise<CaseBattleListAnswer> => apiRequest('/case-battles'),
  get: (id: string): Promise<CaseBattleGetAnswer> => apiRequest(battle(id)),
  create: (body: CreateCaseBattleBody): Promise<CaseBattleSeatAnswer> =>
    apiRequest('/case-battles', { method: 'POST', body }),
  join: (id: string, body: JoinCaseBattleBody = {}): Promise<CaseBattleSeatAnswer> =>
    apiRequest(`${battle(id)}/join`, { method: 'POST', body }),
};
