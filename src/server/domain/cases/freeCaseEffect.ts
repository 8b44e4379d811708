import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { CaseOpenings } from './caseOpening';
import { DomainError } from '../errors';
import type { GameSwitchboard } from '../games';
import type { ConsumeContext, ConsumeOutcome, Inventory } from '../inventory';

/**
 * The case a free case opens: the cheapest of the site's own cases that can be opened (ties
 * by slug), so a free case is always the smallest gift and needs no setup of its own.
 */
const FREE_CASE: Statement = {
  name: 'inventory_free_case',
  text: `SELECT slug, name, image FROM cases WHERE active AND creator_id IS NULL
         ORDER BY price, slug LIMIT 1`,
};

const noFreeCase = () =>
  new DomainError('FREE_CASE_UNAVAILABLE', 'No case can be opened for free right now', 409);

/**
 * A free case from the inventory opens the designated case once through the ordinary case
 * opening, in the use's transaction: promotions pay its price into the player's balance
 * (cases/openingFunding.ts, keyed by the use) and the bet stakes it, so the player keeps
 * the item's value like any opening and is never debited. Registered for 'free-case'.
 */
export function registerFreeCaseEffect(
  inventory: Inventory,
  openings: CaseOpenings,
  switchboard: GameSwitchboard,
  /** Refuses a use before its opening (a referred player's cases need play: playCover.ts). */
  mayOpen: (tx: Tx, userId: string, slug: string) => Promise<void> = async () => {},
): void {
  const open = async (tx: Tx, use: ConsumeContext): Promise<ConsumeOutcome> => {
    const [found] = await tx.query<{ slug: string; name: string; image: string | null }>(
      FREE_CASE,
      [],
    );
    if (!found) throw noFreeCase();
    await mayOpen(tx, use.userId, found.slug);
    // The inventory shows the won item at once (no reel), so nothing waits on a spin.
    const opened = await openings.openIn(tx, use.userId, found.slug, 1, 'instant', {
      kind: 'free',
      grantId: use.useId,
    });
    return { freeCase: { case: found, ...opened } };
  };
  inventory.onConsume('free-case', open, {
    // A paused case game keeps the free case for later.
    beforeUse: () => switchboard.assertOpen('case-unbox'),
  });
}
