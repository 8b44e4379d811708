import type { Database } from '../../db/client';
import { pgErrorOf, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { recordAudit } from '../auditRecord';
import { conflict } from '../errors';
import type { GameSwitchboard } from '../games';
import type { GameRegistry } from '../games';
import { gameDisabledNotice } from '../notifications';
import { phaseAt } from '../notifications';
import type { Notifications } from '../notifications';

interface Deps {
  db: Database;
  accounts: Accounts;
  notifications: Notifications;
  switchboard: GameSwitchboard;
  /** The games this server plays: their names go on the banner. */
  gameRegistry: Pick<GameRegistry, 'nameOf' | 'locationOf'>;
}

const PAUSE = {
  name: 'game_switches_pause',
  text: `INSERT INTO game_switches (game, reason, notification_id, disabled_by)
         VALUES ($1, $2, $3, $4)`,
};
const RESUME = {
  name: 'game_switches_resume',
  text: 'DELETE FROM game_switches WHERE game = $1 RETURNING notification_id, reason',
};

/**
 * Pauses a game: new play is refused, and everyone on its page sees the GAME_DISABLED
 * banner. The switch, the banner and the audit row commit together.
 */
export async function disableGame(
  deps: Deps,
  actorId: string,
  input: { game: string; reason: string },
): Promise<void> {
  assertCan(await deps.accounts.rolesOf(actorId), 'games.switch');
  try {
    await transact(deps.db, async (tx) => {
      const notice = await deps.notifications.create(
        tx,
        gameDisabledNotice(input, deps.gameRegistry),
      );
      await tx.query(PAUSE, [input.game, input.reason, notice.id, actorId]);
      await recordAudit(tx, {
        actorId,
        action: 'game.disable',
        targetId: input.game,
        details: { ...input, before: { paused: false }, after: { paused: true } },
      });
    });
  } catch (error) {
    if (pgErrorOf(error).code === '23505')
      throw conflict('ALREADY_DISABLED', 'This game is already paused');
    throw error;
  }
  deps.switchboard.forget();
}

/** Resumes a paused game and ends its banner. */
export async function enableGame(
  deps: Deps,
  actorId: string,
  input: { game: string; reason?: string | undefined },
): Promise<void> {
  assertCan(await deps.accounts.rolesOf(actorId), 'games.switch');
  await transact(deps.db, async (tx) => {
    const [row] = await tx.query<{ notification_id: string | null; reason: string }>(RESUME, [
      input.game,
    ]);
    if (!row) throw conflict('NOT_DISABLED', 'This game is not paused');
    if (row.notification_id) {
      await deps.notifications.change(tx, row.notification_id, (current, now) =>
        phaseAt(current, now) === 'EXPIRED' ? {} : { expiresAt: now },
      );
    }
    await recordAudit(tx, {
      actorId,
      action: 'game.enable',
      targetId: input.game,
      details: {
        game: input.game,
        reason: input.reason ?? null,
        before: { paused: true, reason: row.reason },
        after: { paused: false },
      },
    });
  });
  deps.switchboard.forget();
}
