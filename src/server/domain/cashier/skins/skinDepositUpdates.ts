import { autocommit, transact } from '../../../db/transaction';
import { bonusBps } from '../deposits/depositBonus';
import { creditSkinDeposit } from './skinDepositCredit';
import type { SkinDepositDeps } from './skinDepositDeps';
import { depositEndedNotice } from './skinDepositNotices';
import type { DepositOfferUpdate } from './skinDepositProvider';
import { reverseSkinDeposit } from './skinDepositReversal';
import { type SkinDepositRow, lockSkinDeposit } from './skinDepositRows';
import { DEPOSIT_BY_OFFER, END_DEPOSIT } from './skinDepositSql';

export type SkinDepositOutcome =
  | 'credited'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'reversed'
  /** Nothing new: the row is already past this news, or it is not ours. */
  | 'unchanged';

const ENDINGS = { DECLINED: 'declined', EXPIRED: 'expired', CANCELLED: 'cancelled' } as const;

/**
 * The provider's news of one offer, applied once: under the deposit's row lock the row only
 * moves forward (SENT -> COMPLETED/HELD or an ending; COMPLETED/HELD -> REVERSED), so however
 * many pollers (or processes) read the same news at once, the first applies it and the others
 * find the row past it. Every credit and debit is the wallet's, keyed by the row, in the same
 * transaction.
 */
export async function applyOfferUpdate(
  deps: SkinDepositDeps,
  update: DepositOfferUpdate,
): Promise<{ outcome: SkinDepositOutcome; row?: SkinDepositRow }> {
  // Read before the transaction (an embedded database has one connection): whose deposit,
  // and their bonus; the transaction then locks the row and reads it again.
  const [known] = await autocommit(deps.db, (tx) =>
    tx.query<SkinDepositRow>(DEPOSIT_BY_OFFER, [deps.provider.name, update.offerId]),
  );
  if (!known || update.state === 'ACTIVE') return { outcome: 'unchanged', row: known };
  const bonus =
    update.state === 'ACCEPTED' ? bonusBps(await deps.depositBonusesOf(known.userId)) : 0;

  // Declined, expired, cancelled; or reversed before we saw it accepted (nothing credited).
  const ending = endingOf(update.state);

  return transact(deps.db, async (tx) => {
    const row = (await lockSkinDeposit(tx, known.id))!;
    const credited = row.status === 'COMPLETED' || row.status === 'HELD';
    if (row.status === 'SENT' && update.state === 'ACCEPTED')
      return { outcome: 'credited' as const, row: await creditSkinDeposit(deps, tx, row, bonus) };
    if (credited && update.state === 'REVERSED')
      return {
        outcome: 'reversed' as const,
        row: await reverseSkinDeposit(deps, tx, row, update.reason),
      };
    if (row.status !== 'SENT' || !ending) return { outcome: 'unchanged' as const, row };
    const reason =
      update.reason ??
      (ending === 'DECLINED'
        ? 'The trade offer was declined'
        : ending === 'EXPIRED'
          ? 'The trade offer expired'
          : 'The trade offer was cancelled');
    const [moved] = await tx.query<SkinDepositRow>(END_DEPOSIT, [
      row.id,
      ending,
      reason.slice(0, 200),
      deps.now(),
    ]);
    await deps.notifications.create(tx, {
      ...depositEndedNotice(
        row.userId,
        ending,
        { count: row.items.length },
        deps.notifications.now(),
      ),
      subject: `skin-deposit:${row.id}`,
    });
    return { outcome: ENDINGS[ending], row: moved! };
  });
}

function endingOf(state: DepositOfferUpdate['state']): keyof typeof ENDINGS | null {
  if (state === 'REVERSED') return 'CANCELLED';
  return state === 'DECLINED' || state === 'EXPIRED' || state === 'CANCELLED' ? state : null;
}
