import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import type { Accounts } from '../../accounts';
import { recordAudit } from '../../auditRecord';

/**
 * A frozen account is banned with no end (the ban's own mechanism: no log-in, no play, its
 * sessions ended) until an operator lifts it, which they do with the ban tools once the
 * processor's or the market's money is settled. 9999-12-31 stands for "until lifted".
 */
export const FROZEN_UNTIL = new Date('9999-12-31T00:00:00.000Z');

const FREEZE: Statement = {
  name: 'cashier_freeze_account',
  text: `UPDATE users SET banned_until = $2 WHERE id = $1`,
};

/**
 * Freezes the player in the reversal's transaction, with its audit row (no actor: the
 * processor's webhook, the market's trade news). The caller holds the player's account lock, so the users row comes
 * after it in the ledger's lock order. The sessions' end is told after commit.
 */
export async function freezeAccount(
  deps: { accounts: Pick<Accounts, 'revokeSessionsIn' | 'sessionsEnded'> },
  tx: Tx,
  input: {
    userId: string;
    /** The audit action: cashier.card.freeze, cashier.skins.freeze. */
    action: string;
    reason: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(FREEZE, [input.userId, FROZEN_UNTIL]);
  const ended = await deps.accounts.revokeSessionsIn(tx, input.userId);
  await recordAudit(tx, {
    actorId: null,
    action: input.action,
    targetId: input.userId,
    details: { reason: input.reason, ...input.details },
  });
  tx.afterCommit(() => {
    void deps.accounts.sessionsEnded(ended, { until: FROZEN_UNTIL.toISOString() });
  });
}
