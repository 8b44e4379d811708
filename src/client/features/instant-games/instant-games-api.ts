// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type {
  BetRecord,
  DiceBetBody,
  InstantGame,
  PlinkoBetBody,
  SkinUpgraderBetBody,
  instantGamesCalls,
} from '../../../shared/contract/instantGames';
import type { Pace } from '../../../../games/pace';
import { apiRequest } from '../../lib/http';
import { paceSetting } from './pace-setting';

type Calls = typeof instantGamesCalls;
type Answer<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type DiceAnswer = Answer<'diceBet'>;
export type PlinkoAnswer = Answer<'plinkoBet'>;
export type SkinUpgraderAnswer = Answer<'skinUpgraderBet'>;
export type MinesAnswer = Answer<'minesStart'>;
/** One instant game's page of the bet history (filtered by its game, so all its records). */
export type MyBetsAnswer = { bets: BetRecord[] };

/** A bet body and, optionally, the pace it is animated at (else the player's setting). */
type Paced<B> = B & { pace?: Pace };

/** The instant games' HTTP calls (paths of src/shared/contract/instantGames.ts). */
export interface InstantGamesApi {
  diceBet(body: Paced<DiceBetBody>): Promise<DiceAnswer>;
  plinkoBet(body: Paced<PlinkoBetBody>): Promise<PlinkoAnswer>;
  skinUpgraderBet(body: Paced<SkinUpgraderBetBody>): Promise<SkinUpgraderAnswer>;
  minesStart(body: { amount: number; mines: number }): Promise<MinesAnswer>;
  minesReveal(tile: number): Promise<MinesAnswer>;
  minesCashout(): Promise<MinesAnswer>;
  minesActive(): Promise<Answer<'minesActive'>>;
  listMyBets(game: InstantGame, limit?: number): Promise<MyBetsAnswer>;
}

/** The body with its pace: the server holds the outcome everywhere else until this tab lands. */
const paced = <B extends { pace?: Pace }>(game: InstantGame, body: B) => ({
  ...body,
  pace: body.pace ?? paceSetting.get(game),
});

export const instantGamesApi: InstantGamesApi = {
  diceBet: (body) => apiRequest('/games/dice/bet', { method: 'POST', body: paced('dice', body) }),
  plinkoBet: (body) =>
    apiRequest('/games/plinko/bet', { method: 'POST', body: paced('plinko', body) }),
  skinUpgraderBet: (body) =>
    apiRequest('/games/skin-upgrader/bet', { method: 'POST', body: paced('skin-upgrader', body) }),
  minesStart: (body) => apiRequest('/games/mines/start', { method: 'POST', body }),
  minesReveal: (tile) => apiRequest('/games/mines/reveal', { method: 'POST', body: { tile } }),
  minesCashout: () => apiRequest('/games/mines/cashout', { method: 'POST' }),
  minesActive: () => apiRequest('/games/mines/active'),
  listMyBets: (game, limit = 20) => apiRequest(`/games/bets?game=${game}&limit=${limit}`),
};
