import { randomUUID } from 'node:crypto';
import { openCaseItems } from '../../../../games/case-unbox/core';
import type { CaseOpening } from '../../../shared/contract';
import { transact } from '../../db/transaction';
import { announceSettled, payoutMovement, stakeMovement } from '../games/betSettlement';
import { INSERT_BET } from '../games/betStatements';
import type { GameDeps } from '../games/instantBet';
import type { LiveDrops } from '../liveDrops/liveDrops';
import type { CaseStore } from './caseStore';

/** What the won item is worth in stakes, ten-thousandths (as bets record multipliers). */
function multiplierE4(itemPrice: number, casePrice: number): number {
  return Math.floor((itemPrice * 10_000) / casePrice);
}

/**
 * Opens 1-5 of a case in one transaction. Each opening is a bet of its own: the next nonce
 * of the player's seed pair (locking it), the ticket from the pure core, the price staked,
 * the item's value paid, the bet row and the live drop. A refusal anywhere (the balance runs
 * out on the third case) rolls back every opening, nonces included.
 */
export class CaseOpenings {
  constructor(
    private readonly deps: GameDeps,
    private readonly store: CaseStore,
    private readonly liveDrops: LiveDrops,
  ) {}

  async open(
    userId: string,
    slug: string,
    count: number,
  ): Promise<{ openings: CaseOpening[]; balance: number }> {
    const { db, wallet, seeds, events, switchboard } = this.deps;
    await switchboard.assertOpen('case-unbox');
    return transact(db, async (tx) => {
      const found = await this.store.get(slug, tx);
      const openings: CaseOpening[] = [];
      let balance = 0;
      for (let index = 0; index < count; index += 1) {
        const betId = randomUUID();
        const grant = await seeds.takeNonce(tx, userId);
        const { ticket, item } = openCaseItems(grant.seeds, found.items);
        ({ balance } = await wallet.move(tx, stakeMovement(userId, betId, found.price)));
        if (item.price > 0) {
          ({ balance } = await wallet.move(tx, payoutMovement(userId, betId, item.price)));
        }
        const multiplier = multiplierE4(item.price, found.price);
        const [row] = await tx.query<{ created_at: Date }>(INSERT_BET, [
          betId,
          userId,
          'case-unbox',
          grant.seedPairId,
          grant.seeds.nonce,
          found.price,
          item.price,
          multiplier,
          JSON.stringify({ caseId: found._id, slug: found.slug }),
          JSON.stringify({ ticket, item }),
        ]);
        await this.liveDrops.record(tx, { userId, game: 'case-unbox', betId, item });
        announceSettled(tx, events, {
          betId,
          userId,
          username: grant.username,
          game: 'case-unbox',
          amount: found.price,
          payout: item.price,
          multiplierE4: multiplier,
        });
        openings.push({
          id: betId,
          caseId: found._id,
          price: found.price,
          ticket,
          item,
          fairness: {
            serverSeedHash: grant.serverSeedHash,
            clientSeed: grant.seeds.clientSeed,
            nonce: grant.seeds.nonce,
          },
          createdAt: row!.created_at.toISOString(),
        });
      }
      return { openings, balance };
    });
  }
}
