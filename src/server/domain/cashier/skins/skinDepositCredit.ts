import type { Tx } from '../../../db/transaction';
import { creditDeposit } from '../deposits/depositCredit';
import { heldReason } from '../deposits/depositHold';
import type { SkinDepositDeps } from './skinDepositDeps';
import { skinDepositNotice } from './skinDepositNotices';
import type { SkinDepositRow } from './skinDepositRows';
import { CREDIT_DEPOSIT } from './skinDepositSql';

/**
 * A completed trade credits the deposit's gems once, under its row lock: the skins are ours,
 * so, as with coins on chain, the gems are weighed when credited (depositHold.ts:
 * self-exclusion holds them all, a deposit limit the part past its room), the REFERRAL bonus
 * on what is credited. The credit, the bonus, the row's new state (with the end of Steam's
 * trade protection) and STEAM_DEPOSIT_COMPLETED commit together.
 */
export async function creditSkinDeposit(
  deps: SkinDepositDeps,
  tx: Tx,
  row: SkinDepositRow,
  bonusBps: number,
): Promise<SkinDepositRow> {
  const { split, bonus } = await creditDeposit(tx, deps.wallet, {
    userId: row.userId,
    gems: row.gems,
    kind: 'skin-deposit',
    reference: row.id,
    key: row.id,
    bonusBps,
  });
  const now = deps.now();
  const [done] = await tx.query<SkinDepositRow>(CREDIT_DEPOSIT, [
    row.id,
    split.held > 0 ? 'HELD' : 'COMPLETED',
    split.credit,
    bonus,
    split.held,
    split.held > 0 ? heldReason(split) : null,
    new Date(now.getTime() + deps.config.protectionMs),
    now,
  ]);
  await deps.notifications.create(tx, {
    ...skinDepositNotice(
      row.userId,
      {
        count: row.items.length,
        amount: split.credit,
        bonus,
        held: split.held,
        why: split.why,
      },
      deps.notifications.now(),
    ),
    subject: `skin-deposit:${row.id}`,
  });
  return done!;
}
