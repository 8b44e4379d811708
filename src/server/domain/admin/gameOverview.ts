import type { GameManifest } from '../../../../games/manifest';
import type { AdminGamesList } from '../../../shared/contract/adminGames';
import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import type { Beacon } from '../beacon';
import { type BetLimits, DEFAULT_BET_LIMITS } from '../games';
import type { GameRegistry } from '../games';

/**
 * A game's bet limits: its own rules' (its manifest's), or the site's (betLimits.ts), which
 * is what the other games' services are built with.
 */
export const betLimitsOf = (game: Pick<GameManifest, 'limits'>): BetLimits =>
  game.limits ?? DEFAULT_BET_LIMITS;

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
        limits: betLimitsOf(game),
      };
    }),
    beacon: { kind: beacon.kind, label: beacon.label, local: beacon.isLocal },
  };
}
