// Types only: the answers' shapes come from the shared contract, the calls go through apiRequest.
import type { z } from 'zod';
import type {
  BetRecord,
  InstantBetCallOf,
  InstantGame,
  OneRequestBetBody,
  OneRequestKind,
} from '../../../shared/contract/instantGames';
import type { Pace } from '../../../../games/pace';
import { apiRequest } from '../../lib/http';
import { paceSetting } from './pace-setting';

/** A one-request game's (dice, plinko, the upgrader) answer to its bet: the settled bet. */
export type BetAnswer<K extends OneRequestKind> = z.infer<InstantBetCallOf<K>['response']>;
/** Its bet's body; without a pace the player's setting is sent. */
export type BetBody<K extends OneRequestKind> = OneRequestBetBody<K> & { pace?: Pace };
/** One instant game's page of the bet history (filtered by its game, so all its records). */
export type MyBetsAnswer = { bets: BetRecord[] };

/**
 * The instant games' shared HTTP calls (paths of src/shared/contract/instantGames.ts); mines'
 * own are in games/mines/page/mines-api.ts.
 */
export interface InstantGamesApi {
  /** `POST /games/<kind>/bet` of a one-request game. */
  bet<K extends OneRequestKind>(game: K, body: BetBody<K>): Promise<BetAnswer<K>>;
  listMyBets(game: InstantGame, limit?: number): Promise<MyBetsAnswer>;
}

/** The body with its pace: the server holds the outcome everywhere else until this tab lands. */
const paced = <B extends { pace?: Pace }>(game: InstantGame, body: B) => ({
  ...body,
  pace: body.pace ?? paceSetting.get(game),
});

export const instantGamesApi: InstantGamesApi = {
  bet: (game, body) =>
    apiRequest(`/games/${game}/bet`, { method: 'POST', body: paced(game, body) }),
  listMyBets: (game, limit = 20) => apiRequest(`/games/bets?game=${game}&limit=${limit}`),
};
