-- Rewards that follow wagers (rakeback, races, affiliate commission, challenge trackers)
-- accrue after the bet, off its hot path: a settled bet waits with accrued_at NULL until
-- the accrual step (domain/accruals) takes it, applies every accrual and stamps it, all
-- in one transaction, so each settled wager accrues exactly once even with several
-- processes (they take disjoint batches with FOR UPDATE SKIP LOCKED).
ALTER TABLE bets ADD COLUMN accrued_at timestamptz;
--> statement-breakpoint
-- Bets settled before this migration have nothing to accrue into.
UPDATE bets SET accrued_at = settled_at WHERE settled_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX bets_unaccrued_idx ON bets (settled_at)
  WHERE settled_at IS NOT NULL AND accrued_at IS NULL;
--> statement-breakpoint
-- What a player holds: free cases, XP boosts, rakeback tokens (src/shared/inventory-items.ts
-- names the kinds). A row exists only while the player holds at least one.
CREATE TABLE inventory_items (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item)
);
