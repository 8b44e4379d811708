import { z } from 'zod';
import { balanceSchema, ledgerPositionSchema } from '../money';

// No outcome before its animation (docs/architecture/no-outcome-before-animation.md): a bet says
// how fast the betting tab animates it, and every balance that includes a payout says when that
// animation lands.

export { paceField, paceSchema } from '../../../games/paceField';

/**
 * A payout this balance includes that the betting tab has not shown yet: every view holds
 * `payout` back until `inMs` from receiving it (relative, so no clock skew can spoil it).
 * The betting tab releases it as soon as its own animation `id` lands.
 */
export const revealSchema = z.object({
  /** The animation that reveals it: a bet's id, or the first bet of one shown together. */
  id: z.uuid(),
  /** Everything that animation reveals that is in this balance (hundredths, > 0). */
  payout: balanceSchema.refine((n) => n > 0, { error: 'A held payout is positive' }),
  /** Milliseconds from receipt until the animation has landed in the betting tab. */
  inMs: z.number().int().min(0),
});
export type Reveal = z.infer<typeof revealSchema>;

/**
 * A payout a freshly read balance includes whose animation has not landed yet (GET
 * /users/me, the start-up read, a login): the tab holds it as if `user.balance` had brought
 * it at `ledgerPosition`, until `inMs` from receiving it, so a tab that signs in mid-animation
 * shows no win early either.
 */
export const pendingRevealSchema = revealSchema.extend({
  /** The ledger position at which the payout entered the balance. */
  ledgerPosition: ledgerPositionSchema,
});
export type PendingReveal = z.infer<typeof pendingRevealSchema>;
