import type { AdminSkinDeposit } from '../../../../shared/contract/adminCashier';
import type { SkinDeposit, SkinInventory } from '../../../../shared/contract/cashierSkins';
import { autocommit } from '../../../db/transaction';
import type { StaffConfirm } from '../crypto/reviewAudit';
import { heldSkinDeposits } from './skinDepositAdmin';
import type { SkinDepositDeps } from './skinDepositDeps';
import { startSkinDeposit } from './skinDepositOffer';
import { releaseHeldSkinDeposit } from './skinDepositRelease';
import type { DepositOfferUpdate, SkinDepositProvider } from './skinDepositProvider';
import { type SkinDepositOutcome, applyOfferUpdate } from './skinDepositUpdates';
import { type SkinDepositRow, toSkinDeposit } from './skinDepositRows';
import { DEPOSITS_OF_PLAYER, DEPOSITS_TO_POLL } from './skinDepositSql';
import { readDepositable, tradeAccountOf } from './skinInventoryRead';

/** Deposits read per poll; the oldest-updated first, so none starves. */
const POLL_BATCH = 100;

/**
 * Skin deposits (docs/money.md, "Skin deposits"): the player's Steam inventory valued from
 * the catalogue, a trade offer asking for the picked skins, and the provider's news of each
 * offer, polled and applied once. The one surface the routes hold.
 */
export class SkinDeposits {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly deps: SkinDepositDeps) {}

  get provider(): SkinDepositProvider {
    return this.deps.provider;
  }

  async inventoryOf(userId: string): Promise<SkinInventory> {
    const { steamId } = await tradeAccountOf(this.deps, userId);
    return readDepositable(this.deps, steamId);
  }

  deposit(userId: string, assetIds: readonly string[]) {
    return startSkinDeposit(this.deps, userId, assetIds);
  }

  /** One offer's news (the poller reads it from the provider). */
  applyUpdate(update: DepositOfferUpdate) {
    return applyOfferUpdate(this.deps, update);
  }

  async depositsOf(userId: string): Promise<SkinDeposit[]> {
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<SkinDepositRow>(DEPOSITS_OF_PLAYER, [userId]),
    );
    return rows.map(toSkinDeposit);
  }

  /** Deposits held when their trade completed, oldest first (operators). */
  held(actorId: string): Promise<AdminSkinDeposit[]> {
    return heldSkinDeposits(this.deps, actorId);
  }

  /** An operator credits a held deposit's gems, once (skinDepositRelease.ts). */
  releaseHeld(
    actorId: string,
    id: string,
    reason: string,
    confirm?: StaffConfirm,
  ): Promise<AdminSkinDeposit> {
    return releaseHeldSkinDeposit(this.deps, actorId, id, reason, confirm);
  }

  /**
   * Asks the provider about offers waiting on Steam and completed trades still under trade
   * protection, and applies what changed. Offers it never reports past lostAfterMs are
   * cancelled (nothing was credited for them).
   */
  async poll(): Promise<SkinDepositOutcome[]> {
    const now = this.deps.now();
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<SkinDepositRow>(DEPOSITS_TO_POLL, [this.deps.provider.name, now, POLL_BATCH]),
    );
    if (rows.length === 0) return [];
    const updates = await this.deps.provider.offers(rows.map((row) => row.offerId!));
    const byOffer = new Map(updates.map((u) => [u.offerId, u]));
    const outcomes: SkinDepositOutcome[] = [];
    for (const row of rows) {
      let update = byOffer.get(row.offerId!);
      if (!update && row.status === 'SENT') {
        if (now.getTime() - row.updatedAt.getTime() < this.deps.config.lostAfterMs) continue;
        update = {
          offerId: row.offerId!,
          state: 'CANCELLED',
          reason: 'Steam no longer knows this trade offer',
        };
      }
      if (update) outcomes.push((await applyOfferUpdate(this.deps, update)).outcome);
    }
    return outcomes;
  }

  /** Polls on a timer (every process; each change happens once under its row lock). */
  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.poll()
        .catch(onError)
        .finally(() => (this.running = undefined));
    }, this.deps.config.pollIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
