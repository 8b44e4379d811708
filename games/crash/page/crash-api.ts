// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type { CrashBetBody, crashCalls } from '../../../src/shared/contract/crash';
import { apiRequest } from '../../../src/client/lib/http';

type Calls = typeof crashCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type CrashHistoryAnswer = Answer<'listCrashHistory'>;
export type CrashBetAnswer = Answer<'placeCrashBet'>;
export type CrashCashoutAnswer = Answer<'cashOutCrash'>;

/** Crash's own HTTP calls (the round's is every round game's, features/rounds; paths of src/shared/contract/crash.ts). */
export const crashApi = {
  history: (): Promise<CrashHistoryAnswer> => apiRequest('/games/crash/history'),
  bet: (body: CrashBetBody): Promise<CrashBetAnswer> =>
    apiRequest('/games/crash/bet', { method: 'POST', body }),
  cashOut: (): Promise<CrashCashoutAnswer> =>
    apiRequest('/games/crash/cashout', { method: 'POST', body: {} }),
};
