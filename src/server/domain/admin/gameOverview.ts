import {
  COIN_FLIP_PAYOUT_MAX,
  COIN_FLIP_STAKE_MAX,
  COIN_FLIP_STAKE_MIN,
} from '../../../../games/coin-flip/core';
import { CRASH_BET_MAX, CRASH_BET_MIN, CRASH_PAYOUT_MAX } from '../../../../games/crash/core';
import {
  ROULETTE_BET_MAX,
  ROULETTE_BET_MIN,
  ROULETTE_PAYOUT_MAX,
} from '../../../../games/roulette/core';
import type { AdminGamesList } from '../../../shared/contract/adminGames';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import type { Beacon } from '../beacon';
import { type BetLimits, DEFAULT_BET_LIMITS } from '../games';
import type { GameRegistry } from '../games';

/**
 * The games whose rules carry limits of their own (their cores); every other game plays
 * within the site's (betLimits.ts), which is what their services are built with.
 */
const OWN_LIMITS: Readonly<Record<string, BetLimits>> = {
  crash: { betMin: CRASH_BET_MIN, betMax: CRASH_BET_MAX, payoutMax: CRASH_PAYOUT_MAX },
  roulette: { betMin: ROULETTE_BET_MIN, betMax: ROULETTE_BET_MAX, payoutMax: ROULETTE_PAYOUT_MAX },
  'coin-flip': {
    betMin: COIN_FLIP_STAKE_MIN,
    betMax: COIN_FLIP_STAKE_MAX,
    payoutMax: COIN_FLIP_PAYOUT_MAX,
  },
};

export const betLimitsOf = (kind: string): BetLimits => OWN_LIMITS[kind] ?? DEFAULT_BET_LIMITS;

const GAME_PAUSES: Statement = {
  name: 'admin_game_pauses',
  text: `SELECT s.game, s.reason, s.disabled_at, u.username
         FROM game_switches s LEFT JOIN users u ON u.id = s.disabled_by`,
};

interface Deps {
  db: Database;
  accounts: Accounts;
  gameRegistry: Pick<GameRegistry, 'games'>;
}

/**
 * What the games screen shows: each game of the registry with its pause as stored (read
 * here, not from a process's switchboard memory, so a pause shows at once) and its limits,
 * and the beacon this server names.
 */
export async function gameOverview(
  deps: Deps,
  beacon: Pick<Beacon, 'kind' | 'label' | 'isLocal'>,
  actorId: string,
): Promise<AdminGamesList> {
  assertCan(await deps.accounts.rolesOf(actorId), 'games.switch');
  const rows = await autocommit(deps.db, (tx) =>
    tx.query<{
      game: string;
      reason: string;
      disabled_at: Date | string;
      username: string | null;
    }>(GAME_PAUSES, []),
  );
  const paused = new Map(rows.map((row) => [row.game, row]));
  return {
    games: deps.gameRegistry.games.map((game) => {
      const pause = paused.get(game.kind);
      return {
        kind: game.kind,
        name: game.name,
        play: game.play,
        paused: pause
          ? {
              reason: pause.reason,
              since: new Date(pause.disabled_at).toISOString(),
              by: pause.username,
            }
          : null,
        limits: betLimitsOf(game.kind),
      };
    }),
    beacon: { kind: beacon.kind, label: beacon.label, local: beacon.isLocal },
  };
}
