-- Rewards (/rewards): rakeback, daily cases and level-up rewards (src/shared/rewards.ts has
-- the rules). Rakeback is a share of each settled wager's house edge, added by the accrual
-- step in exact units (hundredths x 10^-8: houseEdgeE4 x rate bps, no division), so many
-- small bets lose nothing; a claim pays the whole hundredths and keeps the remainder.
-- numeric: a large enough stake times its edge and rate would overflow bigint.
CREATE TABLE rakeback_balances (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  unclaimed_e8 numeric(40, 0) NOT NULL DEFAULT 0 CHECK (unclaimed_e8 >= 0),
  claimed_total bigint NOT NULL DEFAULT 0 CHECK (claimed_total >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One row per paid claim; its id is the claim's wallet idempotency key.
CREATE TABLE rakeback_claims (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX rakeback_claims_user_idx ON rakeback_claims (user_id, created_at);
--> statement-breakpoint
-- One free daily case per player, tier (the level that unlocks it) and UTC day: the key
-- refuses a second opening, parallel ones included.
CREATE TABLE daily_case_claims (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tier_level smallint NOT NULL,
  day date NOT NULL,
  case_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tier_level, day)
);
--> statement-breakpoint
-- Each level's reward is claimed once per player.
CREATE TABLE level_reward_claims (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level >= 1),
  gems bigint NOT NULL CHECK (gems >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, level)
);
