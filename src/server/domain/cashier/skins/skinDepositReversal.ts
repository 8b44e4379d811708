import { formatGems } from '../../../../shared/money';
import type { Tx } from '../../../db/transaction';
import { freezeAccount } from '../deposits/accountFreeze';
import type { SkinDepositDeps } from './skinDepositDeps';
import { depositEndedNotice } from './skinDepositNotices';
import type { SkinDepositRow } from './skinDepositRows';
import { REVERSE_DEPOSIT } from './skinDepositSql';

/**
 * A completed trade the player reversed on Steam (its trade protection) takes back all the
 * deposit brought, once, under the row lock and the player's account lock (docs/money.md,
 * "Skin deposits"): the held gems first (never credited), then the credit and its bonus
 * from the balance as a `skin-reversal`, never below zero. What the balance cannot cover is
 * the row's shortfall (the player's debt). The skins went back, so, as with a chargeback, the
 * account is frozen whatever was taken. Gems of the deposit already carried on to others (a
 * tip, the rain, a pot) are not taken from them: their trade protection still ends at the
 * deposit's protected_until (the reversal leaves it), so their withdrawals keep waiting, and
 * the freeze's audit row names who holds how much of it for the operator settling the debt.
 */
export async function reverseSkinDeposit(
  deps: SkinDepositDeps,
  tx: Tx,
  row: SkinDepositRow,
  why: string | null,
): Promise<SkinDepositRow> {
  await deps.wallet.lockPlayers(tx, [row.userId]);
  const fromBalance = row.amount + row.bonus;
  const balance = await deps.wallet.balanceOf(tx, row.userId);
  const taken = Math.min(fromBalance, balance);
  const shortfall = fromBalance - taken;
  if (taken > 0)
    await deps.wallet.move(tx, {
      userId: row.userId,
      amount: -taken,
      counterparty: 'cashier',
      kind: 'skin-reversal',
      reference: row.id,
      idempotencyKey: `skin-reversal:${row.id}`,
    });
  const reason =
    `${why ?? 'The trade was reversed on Steam'}: ${formatGems(fromBalance + row.held)} gems taken back` +
    (shortfall > 0 ? `, ${formatGems(shortfall)} of them owed` : '');
  const [done] = await tx.query<SkinDepositRow>(REVERSE_DEPOSIT, [
    row.id,
    row.held + taken,
    shortfall,
    reason.slice(0, 200),
    deps.now(),
  ]);
  const carriedOn = await deps.wallet.protection.carriedOn(tx, row.id);
  await freezeAccount(deps, tx, {
    userId: row.userId,
    action: 'cashier.skins.freeze',
    reason: 'skin deposit trade reversed',
    details: {
      skinDeposit: row.id,
      offerId: row.offerId,
      taken,
      fromHeld: row.held,
      shortfall,
      carriedOn,
    },
  });
  await deps.notifications.create(tx, {
    ...depositEndedNotice(
      row.userId,
      'REVERSED',
      { count: row.items.length, taken: taken + row.held, owed: shortfall },
      deps.notifications.now(),
    ),
    subject: `skin-deposit:${row.id}`,
  });
  return done!;
}
