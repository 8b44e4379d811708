import { sql } from 'drizzle-orm';
import { type Statement, queryRows } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { pgErrorOf } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import type { DomainEventBus } from '../events';
import { AccountIds } from './accountIds';
import { type SystemAccountKind, shardFor } from './shards';

export interface Movement {
  /** The player whose balance moves. */
  userId: string;
  /** Signed hundredths: positive credits the player, negative debits. */
  amount: number;
  /** Where the other side of the money goes or comes from. */
  counterparty: SystemAccountKind;
  /** Why: 'bet', 'payout', 'deposit', 'demo-grant', 'admin-adjust', ... */
  kind: string;
  /** What it belongs to: a bet id, a deposit id. */
  reference?: string;
  /** Same key, same player: the movement happens once and every replay gets its answer. */
  idempotencyKey?: string;
}

export interface MovementResult {
  transferId: number;
  /** The player's balance right after this movement. */
  balance: number;
  replayed: boolean;
}

export const insufficientBalance = () =>
  new DomainError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);

const KIND_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

interface PostedRow extends Record<string, unknown> {
  transfer_id: number | string;
  account_id: number | string;
  amount: number | string;
  balance_after: number | string;
  replayed: boolean;
}

/**
 * The only code that changes a balance. Every movement is one call of the database's
 * wallet_post(), inside the caller's transaction, so a game's state and its money commit
 * or roll back together.
 */
const POST: Statement = {
  name: 'wallet_post',
  text: 'SELECT * FROM wallet_post($1, $2, $3, $4, $5::bigint[], $6::bigint[])',
};

export class Wallet {
  private readonly accountIds = new AccountIds();

  constructor(private readonly events: DomainEventBus) {}

  /** Opens a player's account; call in the transaction that creates the user. */
  async openAccount(tx: Tx, userId: string): Promise<void> {
    await tx.db.execute(
      sql`INSERT INTO wallet_accounts (kind, user_id) VALUES ('user', ${userId})`,
    );
  }

  async balanceOf(tx: Pick<Tx, 'db'>, userId: string): Promise<number> {
    const [row] = await queryRows<{ balance: number | string }>(
      tx.db,
      sql`SELECT balance FROM wallet_accounts WHERE user_id = ${userId}`,
    );
    if (!row) throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    return Number(row.balance);
  }

  /** Moves money between a player and a system account; emits the new balance after commit. */
  async move(tx: Tx, movement: Movement): Promise<MovementResult> {
    const { userId, amount, counterparty, kind } = movement;
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new DomainError(
        'INVALID_AMOUNT',
        'Amount must be a non-zero whole number of hundredths',
      );
    }
    if (!KIND_PATTERN.test(kind)) throw new Error(`wallet: bad movement kind ${kind}`);

    const accountId = await this.accountIds.ofUser(tx, userId);
    if (accountId === undefined)
      throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    const counterpartyId = await this.accountIds.ofSystem(tx, counterparty, shardFor(userId));

    let rows: PostedRow[];
    try {
      rows = await tx.query<PostedRow>(POST, [
        kind,
        movement.reference ?? null,
        userId,
        movement.idempotencyKey ?? null,
        [accountId, counterpartyId],
        [amount, -amount],
      ]);
    } catch (error) {
      throw mapPostingError(error);
    }

    const userLeg = rows.find((r) => Math.sign(Number(r.amount)) === Math.sign(amount));
    if (!userLeg) throw new Error('wallet: posting returned no entry for the player');
    const replayed = Boolean(userLeg.replayed);
    if (replayed && Number(userLeg.amount) !== amount) {
      throw conflict(
        'IDEMPOTENCY_CONFLICT',
        'This request was already made with a different amount',
      );
    }
    const result = {
      transferId: Number(userLeg.transfer_id),
      balance: Number(userLeg.balance_after),
      replayed,
    };
    if (!replayed) {
      const entryId = Number(userLeg.transfer_id);
      tx.afterCommit(() =>
        this.events.emit('user.balance', { userId, balance: result.balance, entryId }),
      );
    }
    return result;
  }
}

function mapPostingError(error: unknown): unknown {
  const pgError = pgErrorOf(error);
  if (pgError.code === '23514') return insufficientBalance();
  if (pgError.code === '22023' || pgError.code === '23502') {
    return new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
  }
  return error;
}
