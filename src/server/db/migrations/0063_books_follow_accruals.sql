-- A wager is stamped booked by the accrual step, in the same update that stamps it accrued
-- (openBooks/betBooking.ts): the open books' own take now looks only at rows stamped accrued
-- as they settled (a free case, a stake given back), so its index holds only those. A bet
-- row then enters one partial index on insert, not two, and its one stamp leaves it.
DROP INDEX "bets_unbooked_idx";--> statement-breakpoint
CREATE INDEX "bets_unbooked_idx" ON "bets" USING btree ("settled_at") WHERE "settled_at" IS NOT NULL AND "booked_at" IS NULL AND "accrued_at" IS NOT NULL;
