import type { Database, Statement } from '../../db/client';
import { transact } from '../../db/transaction';
import type { SessionContext } from '../accounts';
import { recordAudit } from '../auditRecord';
import { DomainError, notFound } from '../errors';
import type { Notifications } from '../notifications';
import type { Wallet } from '../wallet';
import { tipNotices } from './tipNotices';
import { type TipTwoFactorLimits, assertTipWithinTwoFactorLimit } from './tipTwoFactorGate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sender ($1) and the recipient ($2) named by id. */
const SENDER_AND_RECIPIENT_BY_ID: Statement = {
  name: 'tips_people_by_id',
  text: 'SELECT id, username FROM users WHERE id = $1 OR id = $2',
};

/** The sender ($1) and the recipient ($2) named by username, any case. */
const SENDER_AND_RECIPIENT_BY_NAME: Statement = {
  name: 'tips_people_by_name',
  text: 'SELECT id, username FROM users WHERE id = $1 OR lower(username) = lower($2)',
};

export interface TipResult {
  transferId: number;
  /** The sender's balance right after the tip (the first answer again on a replay). */
  balance: number;
  /** The ledger position of that balance. */
  ledgerPosition: number;
  recipient: { id: string; username: string };
  replayed: boolean;
}

/**
 * A player gives gems to another. A player with 2FA must have validated it recently once
 * their tips within the window would add up to more than the limit (tipTwoFactorGate.ts). The ledger transfer, the audit row and both notices commit together.
 * The sender's idempotency key makes a tip happen once: a replay answers the first tip and
 * writes nothing; the same key with another recipient or amount is refused (409).
 */
export class Tips {
  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly notifications: Notifications,
    private readonly twoFactorLimits: TipTwoFactorLimits,
  ) {}

  async send(
    session: SessionContext,
    input: { recipient: string; amount: number; idempotencyKey: string },
  ): Promise<TipResult> {
    return transact(this.db, async (tx) => {
      await assertTipWithinTwoFactorLimit(
        tx,
        session,
        { amount: input.amount, idempotencyKey: tipKey(input.idempotencyKey) },
        this.twoFactorLimits,
      );
      const people = await tx.query<{ id: string; username: string }>(
        UUID.test(input.recipient) ? SENDER_AND_RECIPIENT_BY_ID : SENDER_AND_RECIPIENT_BY_NAME,
        [session.userId, input.recipient],
      );
      const from = people.find((p) => p.id === session.userId);
      const to = people.find((p) => p.id !== session.userId);
      if (!from) throw notFound('No such player');
      if (!to) {
        if (people.length === 1 && matches(from, input.recipient))
          throw new DomainError('TIP_SELF', 'You cannot tip yourself', 400);
        throw notFound('No such player to tip');
      }
      const moved = await this.wallet.transferBetweenPlayers(tx, {
        fromUserId: from.id,
        toUserId: to.id,
        amount: input.amount,
        kind: 'tip',
        reference: `tip:${to.id}`,
        idempotencyKey: tipKey(input.idempotencyKey),
      });
      const result: TipResult = {
        transferId: moved.transferId,
        balance: moved.fromBalance,
        ledgerPosition: moved.fromLedgerPosition,
        recipient: to,
        replayed: moved.replayed,
      };
      // A replay already wrote its audit row and notices the first time.
      if (moved.replayed) return result;
      await recordAudit(tx, {
        actorId: from.id,
        action: 'wallet.tip',
        targetId: to.id,
        details: { amount: input.amount, transferId: moved.transferId },
      });
      for (const notice of tipNotices({ from, to, amount: input.amount }, this.notifications.now()))
        await this.notifications.create(tx, notice);
      return result;
    });
  }
}

function matches(user: { id: string; username: string }, recipient: string): boolean {
  return user.id === recipient || user.username.toLowerCase() === recipient.toLowerCase();
}

/** Tips to players have their own key space (rain tips use another). */
export const tipKey = (key: string) => `tip:${key.toLowerCase()}`;
