import type { Tx } from '../../db/transaction';
import { autocommit, pgErrorOf } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import type { BalanceReveal, DomainEventBus } from '../events';
import { AccountIds } from './accountIds';
import {
  BET_SETTLE,
  BET_SETTLE_BATCH,
  type BetPosting,
  type BetPostingResult,
  type BetSettleRow,
  betSettleBatchValues,
  betSettleValues,
  toBetPostingResult,
} from './betPosting';
import { MONEY_HOLDERS } from './requirement/holders';
import { type SharedPot, WageringRequirement } from './requirement/requirement';
import { TradeProtection } from './requirement/tradeProtection';
import { shardOf } from './shards';
import { vaultAccountOf, vaultBalanceOf } from './vaultAccounts';
import {
  BALANCE_OF_ACCOUNT,
  BALANCE_OF_PLAYER,
  LOCK_PLAYERS,
  OPEN_ACCOUNT,
  POSITIONED_BALANCE,
  POST,
  type PostedRow,
} from './walletStatements';
import type {
  Movement,
  MovementResult,
  PositionedBalance,
  PlayerTransfer,
  PlayerTransferResult,
  VaultMovement,
  VaultMovementResult,
  PoolKind,
  PoolPayout,
} from './walletTypes';

export const insufficientBalance = () =>
  new DomainError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400);

const KIND_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

export class Wallet {
  private readonly accountIds = new AccountIds();
  /** The wagering requirement, which moves with gems between players in their transfer. */
  readonly requirement: WageringRequirement;
  /** Steam's trade protection of skin deposits, which moves with gems the same way. */
  readonly protection = new TradeProtection();

  constructor(
    private readonly events: DomainEventBus,
    options: { wagerFactor?: number } = {},
  ) {
    this.requirement = new WageringRequirement(options.wagerFactor ?? 1);
  }

  /** Opens a player's account; call in the transaction that creates the user. */
  async openAccount(tx: Tx, userId: string): Promise<void> {
    await tx.query(OPEN_ACCOUNT, [userId]);
  }

  /** Reads in the caller's transaction; given a database alone, as a statement of its own. */
  async balanceOf(tx: Pick<Tx, 'db'>, userId: string): Promise<number> {
    const [row] = await autocommit(tx.db, (t) =>
      t.query<{ balance: number | string }>(BALANCE_OF_PLAYER, [userId]),
    );
    if (!row) throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    return Number(row.balance);
  }

  /** A player's balance with its ledger position, read in one statement (one snapshot). */
  async positionedBalanceOf(tx: Pick<Tx, 'db'>, userId: string): Promise<PositionedBalance> {
    const [row] = await autocommit(tx.db, (t) =>
      t.query<{ balance: number | string; ledgerPosition: number | string }>(POSITIONED_BALANCE, [
        userId,
      ]),
    );
    if (!row) throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    return { balance: Number(row.balance), ledgerPosition: Number(row.ledgerPosition) };
  }

  /**
   * Locks players' accounts in ascending id order, the order wallet_post() locks its own legs
   * in, for a transaction that then posts to them in separate postings (an opening that also
   * pays a case's creator): two such transactions take the locks in one order, so they can
   * never deadlock.
   *
   * The lock order for money (ARCHITECTURE.md, "The ledger"): players' accounts first, in
   * ascending account id, then their users rows. A transaction that writes or locks a
   * player's users row and moves their money calls this before touching the row; one that
   * settles several players locks all their accounts here first. A users row locked after
   * an account is locked FOR NO KEY UPDATE, which a foreign key's check never waits for.
   */
  async lockPlayers(tx: Tx, userIds: readonly string[]): Promise<void> {
    await tx.query(LOCK_PLAYERS, [userIds]);
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
    const counterpartyId = await this.accountIds.ofSystem(
      tx,
      counterparty,
      shardOf(counterparty, userId),
    );

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
      ledgerPosition: Number(userLeg.entry_id),
      replayed,
    };
    if (!replayed && MONEY_HOLDERS[counterparty] === 'pool')
      await this.carryWithPool(tx, movement, rows);
    if (!replayed && !movement.quiet)
      this.emitBalanceAfterCommit(tx, userId, result, movement.reveal);
    return result;
  }

  /**
   * Takes a bet's nonce, stakes it, pays it and records it in one statement (bet_settle).
   * Settled, the player's new balance goes out after commit; a moved nonce changes nothing
   * and answers the player's current pair instead.
   */
  async postBet(tx: Tx, posting: BetPosting): Promise<BetPostingResult> {
    const prepared = await this.prepareBet(tx, posting);
    let rows: BetSettleRow[];
    try {
      rows = await tx.query<BetSettleRow>(
        BET_SETTLE,
        betSettleValues(posting, prepared.userAccount, prepared.houseAccount),
      );
    } catch (error) {
      throw mapPostingError(error);
    }
    const result = toBetPostingResult(rows[0]);
    if (result.settled && !posting.quiet)
      this.emitBalanceAfterCommit(tx, posting.userId, result, posting.reveal);
    return result;
  }

  /**
   * Several players' bets in one statement (bet_settle_batch), each settled or refused on
   * its own: a refusal answers `insufficient` instead of failing the others. For a group
   * commit outside any transaction: the statement commits them together.
   */
  async postBets(tx: Tx, postings: readonly BetPosting[]): Promise<BetPostingResult[]> {
    const prepared = await Promise.all(postings.map((posting) => this.prepareBet(tx, posting)));
    let rows: (BetSettleRow & { idx: number })[];
    try {
      rows = await tx.query(BET_SETTLE_BATCH, betSettleBatchValues(prepared));
    } catch (error) {
      throw mapPostingError(error);
    }
    const byIndex = new Map(rows.map((row) => [Number(row.idx), row]));
    return postings.map((posting, i) => {
      const result = toBetPostingResult(byIndex.get(i + 1));
      if (result.settled) this.emitBalanceAfterCommit(tx, posting.userId, result, posting.reveal);
      return result;
    });
  }

  private async prepareBet(tx: Tx, posting: BetPosting) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0)
      throw new DomainError(
        'INVALID_AMOUNT',
        'Amount must be a positive whole number of hundredths',
      );
    if (posting.payout !== null && (!Number.isSafeInteger(posting.payout) || posting.payout < 0))
      throw new Error('wallet: a payout is a whole number of hundredths, zero or more');
    const userAccount = await this.accountIds.ofUser(tx, posting.userId);
    if (userAccount === undefined)
      throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    const houseAccount = await this.accountIds.ofSystem(
      tx,
      'house',
      shardOf('house', posting.userId),
    );
    return { posting, userAccount, houseAccount };
  }

  /** Moves money from one player straight to another (a tip), in one transfer. */
  async transferBetweenPlayers(tx: Tx, t: PlayerTransfer): Promise<PlayerTransferResult> {
    assertPositive(t.amount);
    if (!KIND_PATTERN.test(t.kind)) throw new Error(`wallet: bad movement kind ${t.kind}`);
    if (t.fromUserId === t.toUserId) throw new Error('wallet: a transfer needs two players');
    const fromId = await this.accountIds.ofUser(tx, t.fromUserId);
    const toId = await this.accountIds.ofUser(tx, t.toUserId);
    if (fromId === undefined || toId === undefined)
      throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    const rows = await this.post(tx, t.kind, t.reference, t.fromUserId, t.idempotencyKey, [
      [fromId, -t.amount],
      [toId, t.amount],
    ]);
    const from = rows.find((r) => Number(r.account_id) === fromId);
    const to = rows.find((r) => Number(r.account_id) === toId);
    const replayed = Boolean(rows[0]?.replayed);
    // A replay answers the first transfer: it must have gone to the same player, same amount.
    if (replayed && (!to || rows.length !== 2 || Number(to.amount) !== t.amount))
      throw conflict(
        'IDEMPOTENCY_CONFLICT',
        'This request was already made with a different recipient or amount',
      );
    if (!from || !to) throw new Error('wallet: posting returned no entry for a player');
    // The gems take the sender's unwagered part and protected part with them (both accounts
    // are locked now).
    if (!replayed) {
      await this.requirement.betweenPlayers(tx, t);
      await this.protection.betweenPlayers(tx, t);
    }
    const result = {
      transferId: Number(from.transfer_id),
      fromBalance: Number(from.balance_after),
      toBalance: Number(to.balance_after),
      fromLedgerPosition: Number(from.entry_id),
      replayed,
    };
    if (!replayed) {
      this.emitBalanceAfterCommit(tx, t.fromUserId, positioned(from));
      this.emitBalanceAfterCommit(tx, t.toUserId, positioned(to));
    }
    return result;
  }

  /**
   * Moves between a player's balance and their vault (domain/vault) in one transfer of two
   * locked legs: a positive amount goes into the vault, a negative one comes out. Either
   * side short refuses the whole move (INSUFFICIENT_BALANCE). The balance event follows.
   * The vault is the player's own: the requirement neither moves nor is wagered by it.
   */
  async moveVault(tx: Tx, m: VaultMovement): Promise<VaultMovementResult> {
    if (!Number.isSafeInteger(m.amount) || m.amount === 0)
      throw new DomainError(
        'INVALID_AMOUNT',
        'Amount must be a non-zero whole number of hundredths',
      );
    if (!KIND_PATTERN.test(m.kind)) throw new Error(`wallet: bad movement kind ${m.kind}`);
    const accountId = await this.accountIds.ofUser(tx, m.userId);
    if (accountId === undefined)
      throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
    const vaultId = await vaultAccountOf(tx, m.userId);
    const rows = await this.post(tx, m.kind, undefined, m.userId, m.idempotencyKey, [
      [accountId, -m.amount],
      [vaultId, m.amount],
    ]);
    const player = rows.find((r) => Number(r.account_id) === accountId);
    const vault = rows.find((r) => Number(r.account_id) === vaultId);
    const replayed = Boolean(rows[0]?.replayed);
    if (replayed && (!player || !vault || Number(vault.amount) !== m.amount))
      throw conflict(
        'IDEMPOTENCY_CONFLICT',
        'This request was already made with a different amount',
      );
    if (!player || !vault) throw new Error('wallet: posting returned no entry for the vault');
    if (!replayed) this.emitBalanceAfterCommit(tx, m.userId, positioned(player));
    return {
      balance: Number(player.balance_after),
      ledgerPosition: Number(player.entry_id),
      vaultBalance: Number(vault.balance_after),
      replayed,
    };
  }

  /**
   * Moves the requirement of a pot two players or more staked into (a coin flip or battle
   * against another player) to its payouts; call in the settling transaction, before the
   * payouts are posted: it locks the players in ascending id order first.
   */
  async carrySharedPot(tx: Tx, pot: SharedPot): Promise<void> {
    const players = [...new Set(pot.seats.flatMap((s) => (s.userId ? [s.userId] : [])))];
    if (players.length < 2) return;
    await this.lockPlayers(tx, players);
    await this.requirement.sharedPot(tx, pot);
    await this.protection.sharedPot(tx, pot);
  }

  /**
   * Refuses a withdrawal (crypto or skins) while the player holds gems under a skin deposit's
   * trade protection or still owes wagering; call under the player's account lock.
   */
  async assertWagered(tx: Tx, userId: string): Promise<void> {
    await this.requirement.assertWagered(tx, userId);
  }

  /** A pool's side of a movement: a rain tip carries in, a credit from a pool carries out. */
  private async carryWithPool(tx: Tx, movement: Movement, rows: PostedRow[]): Promise<void> {
    const pool = movement.counterparty;
    if (movement.amount < 0) {
      const tip = {
        userId: movement.userId,
        pool,
        amount: -movement.amount,
        kind: movement.kind,
        reference: movement.reference,
      };
      await this.requirement.intoPool(tx, tip);
      await this.protection.intoPool(tx, tip);
      return;
    }
    const poolLeg = rows.find((r) => Number(r.amount) < 0);
    const payout = {
      pool,
      poolBefore: Number(poolLeg?.balance_after ?? 0) + movement.amount,
      credits: [{ userId: movement.userId, amount: movement.amount }],
      kind: movement.kind,
      reference: movement.reference,
    };
    await this.requirement.outOfPool(tx, payout);
    await this.protection.outOfPool(tx, payout);
  }

  /** What the player's vault holds, as this transaction sees it (0 before first use). */
  async vaultBalanceOf(tx: Tx, userId: string): Promise<number> {
    return vaultBalanceOf(tx, userId);
  }

  /** A pool's balance as this transaction sees it. */
  async poolBalance(tx: Tx, pool: PoolKind): Promise<number> {
    const id = await this.accountIds.ofSystem(tx, pool, 0);
    const [row] = await tx.query<{ balance: number | string }>(BALANCE_OF_ACCOUNT, [id]);
    return Number(row?.balance ?? 0);
  }

  /**
   * Pays several players out of a pool in one transfer. The pool's balance check refuses
   * the whole payout (INSUFFICIENT_BALANCE) if it would go below zero.
   */
  async payFromPool(tx: Tx, payout: PoolPayout): Promise<{ transferId: number }> {
    if (!KIND_PATTERN.test(payout.kind))
      throw new Error(`wallet: bad movement kind ${payout.kind}`);
    if (payout.credits.length === 0) throw new Error('wallet: a payout needs a recipient');
    const poolId = await this.accountIds.ofSystem(tx, payout.pool, 0);
    const legs: Array<[number, number]> = [];
    const userOf = new Map<number, string>();
    let total = 0;
    for (const { userId, amount } of payout.credits) {
      assertPositive(amount);
      const id = await this.accountIds.ofUser(tx, userId);
      if (id === undefined) throw new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
      legs.push([id, amount]);
      userOf.set(id, userId);
      total += amount;
    }
    legs.push([poolId, -total]);
    const rows = await this.post(tx, payout.kind, payout.reference, null, undefined, legs);
    const transferId = Number(rows[0]!.transfer_id);
    const poolLeg = rows.find((r) => Number(r.account_id) === poolId);
    const carried = {
      pool: payout.pool,
      poolBefore: Number(poolLeg?.balance_after ?? 0) + total,
      credits: payout.credits,
      kind: payout.kind,
      reference: payout.reference,
    };
    await this.requirement.outOfPool(tx, carried);
    await this.protection.outOfPool(tx, carried);
    for (const row of rows) {
      const userId = userOf.get(Number(row.account_id));
      if (userId) this.emitBalanceAfterCommit(tx, userId, positioned(row));
    }
    return { transferId };
  }

  /**
   * Moves `amount` from the house into a pool (the roulette jackpot's feed), one transfer.
   * The house is never locked, so only the pool's row waits.
   */
  async feedPool(
    tx: Tx,
    feed: { pool: PoolKind; amount: number; kind: string; reference?: string },
  ): Promise<{ transferId: number }> {
    assertPositive(feed.amount);
    if (!KIND_PATTERN.test(feed.kind)) throw new Error(`wallet: bad movement kind ${feed.kind}`);
    const poolId = await this.accountIds.ofSystem(tx, feed.pool, 0);
    const houseId = await this.accountIds.ofSystem(tx, 'house', 0);
    const rows = await this.post(tx, feed.kind, feed.reference, null, undefined, [
      [houseId, -feed.amount],
      [poolId, feed.amount],
    ]);
    return { transferId: Number(rows[0]!.transfer_id) };
  }

  private async post(
    tx: Tx,
    kind: string,
    reference: string | undefined,
    userId: string | null,
    idempotencyKey: string | undefined,
    legs: ReadonlyArray<readonly [number, number]>,
  ): Promise<PostedRow[]> {
    try {
      return await tx.query<PostedRow>(POST, [
        kind,
        reference ?? null,
        userId,
        idempotencyKey ?? null,
        legs.map(([account]) => account),
        legs.map(([, amount]) => amount),
      ]);
    } catch (error) {
      throw mapPostingError(error);
    }
  }

  private emitBalanceAfterCommit(
    tx: Tx,
    userId: string,
    at: PositionedBalance,
    reveal?: BalanceReveal | null,
  ) {
    const { balance, ledgerPosition } = at;
    tx.afterCommit(() =>
      this.events.emit('user.balance', {
        userId,
        balance,
        ledgerPosition,
        ...(reveal ? { reveal } : {}),
      }),
    );
  }
}

const positioned = (row: PostedRow): PositionedBalance => ({
  balance: Number(row.balance_after),
  ledgerPosition: Number(row.entry_id),
});

function assertPositive(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new DomainError('INVALID_AMOUNT', 'Amount must be a positive whole number of hundredths');
}

function mapPostingError(error: unknown): unknown {
  const pgError = pgErrorOf(error);
  if (pgError.code === '23514') return insufficientBalance();
  if (pgError.code === '22023' || pgError.code === '23502') {
    return new DomainError('NO_ACCOUNT', 'This player has no wallet', 404);
  }
  return error;
}
