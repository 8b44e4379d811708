// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { JoinCaseBattleBody, battlesCalls } from '../../../../src/shared/contract/battles';
import { apiRequest } from '../../../../src/client/lib/http';

type Calls = typeof battlesCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type BattleAnswer = Answer<'getCaseBattle'>;
export type BattleMoneyAnswer = Answer<'joinCaseBattle'>;
export type BattleBotsAnswer = Answer<'callCaseBattleBots'>;

const battle = (id: string) => `/case-battles/${encodeURIComponent(id)}`;

/** One battle's HTTP calls (paths of src/shared/contract/battles.ts). */
export const battleApi = {
  get: (id: string): Promise<BattleAnswer> => apiRequest(battle(id)),
  join: (id: string, body: JoinCaseBattleBody): Promise<BattleMoneyAnswer> =>
    apiRequest(`${battle(id)}/join`, { method: 'POST', body }),
  callBots: (id: string): Promise<BattleBotsAnswer> =>
    apiRequest(`${battle(id)}/bots`, { method: 'POST', body: {} }),
  leave: (id: string): Promise<BattleMoneyAnswer> =>
    apiRequest(`${battle(id)}/leave`, { method: 'POST', body: {} }),
};
