-- Wager races (domain/races): a daily race (00:00-24:00 UTC) and a weekly one (Monday
-- 00:00 UTC to the next Monday). A race row exists from the first wager accrued into its
-- period (ids name the period, so every process inserts the same one: ON CONFLICT DO
-- NOTHING). Its pool is fixed when the row is made; it is paid once, after it ended, in the
-- transaction that locks the row FOR UPDATE and flips it to 'paid'.
CREATE TABLE races (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  pool bigint NOT NULL CHECK (pool >= 0),
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'paid')),
  paid_at timestamptz,
  CHECK (ends_at > starts_at),
  CHECK ((state = 'paid') = (paid_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX races_running_idx ON races (ends_at) WHERE state = 'running';
--> statement-breakpoint
CREATE INDEX races_paid_idx ON races (kind, ends_at DESC) WHERE state = 'paid';
--> statement-breakpoint
-- A player's score: the hundredths they wagered in the period, and when it last grew (the
-- settlement time of that wager, which breaks ties: who got there first ranks higher).
CREATE TABLE race_entries (
  race_id text NOT NULL REFERENCES races(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  wagered bigint NOT NULL CHECK (wagered > 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (race_id, user_id)
);
--> statement-breakpoint
CREATE INDEX race_entries_standings_idx ON race_entries (race_id, wagered DESC, updated_at, user_id);
--> statement-breakpoint
-- What a paid race paid, one row per prize; the keys make a second payout impossible.
CREATE TABLE race_payouts (
  race_id text NOT NULL REFERENCES races(id),
  rank integer NOT NULL CHECK (rank >= 1),
  user_id uuid NOT NULL REFERENCES users(id),
  wagered bigint NOT NULL,
  prize bigint NOT NULL CHECK (prize > 0),
  transfer_id bigint NOT NULL,
  PRIMARY KEY (race_id, rank),
  UNIQUE (race_id, user_id)
);
