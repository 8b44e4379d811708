import {
  caseOpeningPayout,
  caseRoundingFloat,
  openCaseItems,
} from '../../../../games/case-unbox/core';
import { caseUnboxGame } from '../../../../games/case-unbox/game';
import { DEFAULT_PACE, type Pace } from '../../../../games/pace';
import type { CaseOpening } from '../../../shared/contract';
import type { Statement } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { GameDeps } from '../games';
import type { LiveDrops } from '../liveDrops';
import { type RevealGroup, revealInMs } from '../settlement';
import type { CaseStore } from './caseStore';
import { feePayee, recordCommunityOpenings } from './creatorFees';
import { type OpeningFunding, PAID_BY_BALANCE, fundOpening } from './openingFunding';

const STAMP_ACCRUED: Statement = {
  name: 'case_openings_stamp_accrued',
  text: `UPDATE bets SET accrued_at = clock_timestamp() WHERE id = ANY($1::uuid[])`,
};

/** What an opening paid in stakes, ten-thousandths (as bets record multipliers). */
function multiplierE4(payout: number, casePrice: number): number {
  return Math.floor((payout * 10_000) / casePrice);
}

/**
 * Opens 1-5 of a case in one transaction. Each opening is a bet of its own through the
 * settlement step: the next nonce of the player's seed pair, the ticket from the pure core,
 * the price staked, the item's value paid (with the price's rounding given back fairly) and the bet row in one statement, then the live
 * drop. A refusal anywhere (the balance runs out on the third case) rolls back every
 * opening, nonces included. A community case also pays its creator's fee in the same
 * transaction (creatorFees.ts); a free case is funded by promotions first (openingFunding.ts).
 */
export class CaseOpenings {
  constructor(
    private readonly deps: GameDeps,
    private readonly store: CaseStore,
    private readonly liveDrops: LiveDrops,
  ) {}

  /**
   * `pace` is how fast the opener's tab spins the reels: the balance of the opener's other
   * tabs, the live drops and the win notices all wait until the last reel has stopped.
   * `funding` says who pays: the player's balance, or a free case (debit-free for the player).
   */
  async open(
    userId: string,
    slug: string,
    count: number,
    pace: Pace = DEFAULT_PACE,
    funding: OpeningFunding = PAID_BY_BALANCE,
  ): Promise<{ openings: CaseOpening[]; balance: number; ledgerPosition: number }> {
    await this.deps.switchboard.assertOpen('case-unbox');
    return transact(this.deps.db, (tx) => this.openIn(tx, userId, slug, count, pace, funding));
  }

  /**
   * The same openings inside the caller's transaction (a free case from the inventory is
   * taken in it). The caller checks the game is open.
   */
  async openIn(
    tx: Tx,
    userId: string,
    slug: string,
    count: number,
    pace: Pace = DEFAULT_PACE,
    funding: OpeningFunding = PAID_BY_BALANCE,
  ): Promise<{ openings: CaseOpening[]; balance: number; ledgerPosition: number }> {
    const { settlement, wallet } = this.deps;
    // One reel per case, all landing by the last one's stop: one reveal for the opening.
    const revealMs = caseUnboxGame.revealMs(count, pace);
    const found = await this.store.get(slug, tx);
    const creatorId = found.creator?.id ?? null;
    const payee = feePayee(creatorId, userId);
    // The opener's and the creator's accounts, in the order wallet_post() locks them, before
    // either is written: two players opening each other's cases cannot deadlock.
    if (payee !== null) await wallet.lockPlayers(tx, [userId, payee]);
    await fundOpening(tx, wallet, {
      userId,
      caseId: found._id,
      total: found.price * count,
      funding,
    });
    const openings: CaseOpening[] = [];
    let balance = { balance: 0, ledgerPosition: 0 };
    let group: RevealGroup | undefined;
    for (let index = 0; index < count; index += 1) {
      const settled = await settlement.settle(
        {
          userId,
          game: 'case-unbox',
          amount: found.price,
          // A free opening costs its player nothing: it carries no edge of theirs (playCover.ts).
          params: {
            caseId: found._id,
            slug: found.slug,
            ...(funding.kind === 'free' ? { houseEdgeE4: 0 } : {}),
          },
          decide: (seeds) => {
            const { ticket, item } = openCaseItems(seeds, found.items);
            // The item's value, plus the price's rounding up given back fairly (payout.ts).
            const payout = caseOpeningPayout(
              found.items,
              found.price,
              item.price,
              caseRoundingFloat(seeds),
            );
            return {
              payout,
              multiplierE4: multiplierE4(payout, found.price),
              outcome: { ticket, item },
              revealMs,
            };
          },
          ...(group ? { revealGroup: group } : {}),
          isWager: funding.kind === 'balance',
        },
        tx,
      );
      const { bet } = settled;
      balance = settled.balance;
      const { ticket, item } = bet.outcome;
      const payout = bet.payout ?? 0;
      // The opener's tab holds every item's value under the first opening's id.
      group = { id: group?.id ?? bet.id, paidBefore: (group?.paidBefore ?? 0) + payout };
      await this.liveDrops.record(tx, {
        userId,
        game: 'case-unbox',
        betId: bet.id,
        item,
        showInMs: settled.revealInMs,
      });
      openings.push({
        id: bet.id,
        caseId: found._id,
        price: found.price,
        ticket,
        item,
        payout,
        fairness: {
          serverSeedHash: bet.serverSeedHash,
          clientSeed: bet.clientSeed,
          nonce: bet.nonce,
        },
        createdAt: bet.createdAt.toISOString(),
      });
    }
    // A free opening is paid by the promotions account: nothing follows it (no rakeback,
    // race score, commission or challenge progress), so the accrual step never takes it.
    if (funding.kind === 'free')
      await tx.query(STAMP_ACCRUED, [openings.map((opening) => opening.id)]);
    if (creatorId !== null)
      await recordCommunityOpenings(tx, wallet, {
        caseId: found._id,
        payee,
        price: found.price,
        count,
        openingId: openings[0]!.id,
      });
    // After commit, a stream's browser source spins the same reels, landing with the tab's.
    const animationMs = Math.ceil(revealMs);
    const { slug: caseSlug, name, price, items } = found;
    tx.afterCommit(() =>
      this.deps.events.emit('case.opened', {
        userId,
        case: { slug: caseSlug, name, price, items },
        openings,
        pace,
        revealInMs: revealInMs(animationMs),
        animationMs,
      }),
    );
    return { openings, ...balance };
  }
}
