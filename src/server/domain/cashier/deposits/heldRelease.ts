import type { Database } from '../../../db/client';
import { type Tx, transact } from '../../../db/transaction';
import { assertCan, assertMayActOn } from '../../accounts';
import { recordAudit } from '../../auditRecord';
import { conflict, notFound } from '../../errors';
import type { Wallet } from '../../wallet';
import type { StaffConfirm } from '../crypto/reviewAudit';
import type { DepositKind } from './depositCredit';

/** A held deposit's row as every way in keeps it. */
export interface HeldRow {
  id: string;
  userId: string;
  status: string;
  amount: number;
  held: number;
}

/** What a release writes to the row: the held gems counted in, nothing held, the reason. */
export interface Released {
  status: 'COMPLETED';
  amount: number;
  held: 0;
  reason: string;
}

/** What differs between the ways in: where the row is, its ledger kind, its player's notice. */
export interface HeldDeposits<Row extends HeldRow, Owner extends { userId: string } | undefined> {
  /** The credit's ledger kind: a deposit, so it counts toward deposit limits and wagering. */
  kind: DepositKind;
  /** Whose deposit, read before the transaction (an embedded database has one connection). */
  ownerOf(): Promise<Owner>;
  /** The row, locked for the rest of the transaction; undefined when there is no such deposit. */
  lock(tx: Tx): Promise<Row | undefined>;
  /** The 404's words when `lock` finds none. */
  missing: string;
  /** Writes `released` (and the way's own columns) and returns the row as it now is. */
  update(tx: Tx, row: Row, released: Released): Promise<Row>;
  /** What the audit row tells beside the amounts and the reason ({ method: 'SKINS' }). */
  audited?: Record<string, unknown>;
  /** The player's notice that the gems were credited. */
  notify(tx: Tx, before: Row, after: Row): Promise<unknown>;
}

const notHeld = () =>
  conflict('DEPOSIT_NOT_HELD', 'This deposit holds no gems: it was released or never held');

/**
 * An operator credits a held deposit's held gems to its player, once: under the row's lock
 * the credit (keyed by the row), the row's new state, the audit row with before, after and
 * the reason typed, and the notice commit together, so of two releases at once the second
 * finds nothing held. The operator's right over the player is checked before `confirm`.
 */
export async function releaseHeld<
  Row extends HeldRow,
  Owner extends { userId: string } | undefined,
>(
  deps: { db: Database; wallet: Wallet; rolesOf: (userId: string) => Promise<string[]> },
  way: HeldDeposits<Row, Owner>,
  decision: { actorId: string; reason: string; confirm: StaffConfirm },
): Promise<{ owner: Owner; released: Row }> {
  const { actorId, reason } = decision;
  const { kind } = way;
  const actorRoles = await deps.rolesOf(actorId);
  assertCan(actorRoles, 'cashier.withdrawals');
  const owner = await way.ownerOf();
  if (owner) assertMayActOn(actorRoles, await deps.rolesOf(owner.userId));
  await decision.confirm();
  const released = await transact(deps.db, async (tx) => {
    const row = await way.lock(tx);
    if (!row) throw notFound(way.missing);
    if (row.status !== 'HELD' || row.held <= 0) throw notHeld();
    await deps.wallet.move(tx, {
      userId: row.userId,
      amount: row.held,
      counterparty: 'cashier',
      kind,
      reference: row.id,
      idempotencyKey: `${kind}-release:${row.id}`,
    });
    const after = await way.update(tx, row, {
      status: 'COMPLETED',
      amount: row.amount + row.held,
      held: 0,
      reason: `Released after review: ${reason}`.slice(0, 200),
    });
    await recordAudit(tx, {
      actorId,
      action: 'cashier.deposit.release',
      targetId: row.userId,
      details: {
        depositId: row.id,
        ...way.audited,
        amount: row.amount,
        before: { status: row.status, amount: row.amount, held: row.held },
        after: { status: 'COMPLETED', amount: after.amount, held: 0 },
        reason,
      },
    });
    await way.notify(tx, row, after);
    return after;
  });
  return { owner, released };
}
