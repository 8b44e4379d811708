-- Affiliates (domain/affiliates): a player's referral code, the players who signed up with
-- it, the commission their wagers earn the affiliate and its claims. A commission is kept in
-- hundredths x 10^-8 (a wager's exact house edge, hundredths x 10^-4, times the rate in
-- basis points), so many small bets lose nothing; a claim pays whole hundredths and keeps
-- the remainder.
CREATE TABLE affiliate_codes (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- Kept lowercase: codes are unique case-insensitively.
  code text NOT NULL CHECK (code ~ '^[a-z0-9_-]{3,16}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX affiliate_codes_code_unique ON affiliate_codes (code);
--> statement-breakpoint
-- One row per referred player, written in the transaction that created their account: a
-- player is referred once, never by themselves. wagered and commission_e8 sum what their
-- wagers brought since (the accrual step adds to them).
CREATE TABLE referrals (
  referee_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  affiliate_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code text NOT NULL,
  wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  commission_e8 bigint NOT NULL DEFAULT 0 CHECK (commission_e8 >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referrals_not_self CHECK (referee_id <> affiliate_id)
);
--> statement-breakpoint
CREATE INDEX referrals_affiliate_idx ON referrals (affiliate_id, created_at DESC);
--> statement-breakpoint
-- What an affiliate earned all time and what is still theirs to claim (both hundredths x
-- 10^-8), and the whole hundredths claims paid. A claim locks this row.
CREATE TABLE affiliate_balances (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  earned_e8 bigint NOT NULL DEFAULT 0 CHECK (earned_e8 >= 0),
  claimable_e8 bigint NOT NULL DEFAULT 0 CHECK (claimable_e8 >= 0),
  claimed bigint NOT NULL DEFAULT 0 CHECK (claimed >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Each paid claim; its id names the wallet transfer's idempotency key.
CREATE TABLE affiliate_claims (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX affiliate_claims_user_idx ON affiliate_claims (user_id, created_at DESC);
--> statement-breakpoint
-- Deposit bonuses a player holds, for the cashier (spec: "Deposit bonus type REFERRAL ...
-- factor"). factor_bps 500 is +5%.
CREATE TABLE deposit_bonuses (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('REFERRAL')),
  factor_bps integer NOT NULL CHECK (factor_bps > 0 AND factor_bps <= 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, type)
);
