-- KYC and responsible gambling (issue 17).
--
-- KYC: a player's verified level lives on users (0 none, 1 basic details, 2 identity
-- document, 3 proof of address). Basic details are one row per player; documents are
-- files kept outside the web root (KYC_DOCUMENTS_DIR), named here by a server-made file
-- name, and reviewed by operators. One pending document per player and level.
ALTER TABLE users ADD COLUMN kyc_level smallint NOT NULL DEFAULT 0
    CHECK (kyc_level BETWEEN 0 AND 3),
  -- Responsible gambling. rg_limited is the bets guard's fast path: false means the player
  -- never set a loss or wager limit, so a bet costs one primary-key read of users.
  ADD COLUMN rg_limited boolean NOT NULL DEFAULT false,
  -- No play and no deposits before this moment; 'infinity' is self-exclusion for good.
  ADD COLUMN self_excluded_until timestamptz,
  -- A reminder every this many minutes of play, shown by the client; null: off.
  ADD COLUMN session_reminder_minutes integer
    CHECK (session_reminder_minutes BETWEEN 5 AND 1440);
--> statement-breakpoint
CREATE TABLE kyc_details (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  full_name text NOT NULL,
  date_of_birth date NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  address text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE kyc_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The level an approval grants: 2 (identity document) or 3 (proof of address).
  level smallint NOT NULL CHECK (level IN (2, 3)),
  -- The stored file's name in KYC_DOCUMENTS_DIR: "<id>.<ext>", never the player's name.
  stored_name text NOT NULL UNIQUE CHECK (stored_name ~ '^[0-9a-f-]{36}\.(png|jpg|pdf)$'),
  original_name text NOT NULL,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'application/pdf')),
  size integer NOT NULL CHECK (size > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users(id),
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX kyc_documents_one_pending ON kyc_documents (user_id, level)
  WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX kyc_documents_queue ON kyc_documents (created_at) WHERE status = 'pending';
--> statement-breakpoint
-- One limit per (player, kind, period). `amount` is in force; a raise or a removal waits in
-- pending_amount (null: no limit) until pending_from, 24 h after it was asked for.
-- Readers take CASE WHEN pending_from <= now THEN pending_amount ELSE amount END, so
-- nothing has to run when a pending change comes due.
CREATE TABLE rg_limits (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount > 0),
  pending_from timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_from IS NOT NULL OR pending_amount IS NULL)
);
--> statement-breakpoint
-- The start of a limit's period holding `at`, in UTC: the day, the ISO week (Monday) or the
-- calendar month, as races and challenges count them.
CREATE FUNCTION rg_period_start(p_period text, p_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc(p_period, p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
$$;
--> statement-breakpoint
-- The one place every stake meets the player's responsible-gambling settings: every game
-- writes its stake's bet row (instant bets in bet_settle_one(), round games, coin flips and
-- battle seats in their transactions), so a refusal here undoes the whole stake, in the
-- same statement, with no extra round trip. Limits count the stakes of bets created in the
-- period; a loss is stake minus payout, an open bet counting as lost until it closes. Only
-- the stake is weighed, never the outcome, so a refusal tells nothing about the roll.
-- A limited player's row is locked first, so two bets at once are weighed one after the
-- other (READ COMMITTED: the sums read after the lock see the other bet once committed).
CREATE FUNCTION rg_bet_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := clock_timestamp();
  v_until timestamptz;
  v_limited boolean;
  v_limit record;
  v_used bigint;
BEGIN
  SELECT u.self_excluded_until, u.rg_limited INTO v_until, v_limited
  FROM users u WHERE u.id = NEW.user_id;
  IF v_until > v_now THEN
    RAISE EXCEPTION USING ERRCODE = 'GR001', MESSAGE = CASE WHEN v_until = 'infinity'
      THEN 'You have excluded yourself from play for good'
      ELSE 'You have excluded yourself from play until ' ||
           to_char(v_until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC' END;
  END IF;
  IF NOT v_limited THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = NEW.user_id FOR UPDATE;
  FOR v_limit IN
    SELECT l.kind, l.period,
           CASE WHEN l.pending_from <= v_now THEN l.pending_amount ELSE l.amount END AS cap
    FROM rg_limits l
    WHERE l.user_id = NEW.user_id AND l.kind IN ('loss', 'wager')
    ORDER BY l.kind, l.period
  LOOP
    CONTINUE WHEN v_limit.cap IS NULL;
    SELECT CASE WHEN v_limit.kind = 'wager' THEN coalesce(sum(b.amount), 0)
                ELSE coalesce(sum(b.amount - coalesce(b.payout, 0)), 0) END
      INTO v_used
    FROM bets b
    WHERE b.user_id = NEW.user_id AND b.created_at >= rg_period_start(v_limit.period, v_now);
    IF v_used + NEW.amount > v_limit.cap THEN
      RAISE EXCEPTION USING ERRCODE = 'GR002', MESSAGE =
        'This bet would pass your ' ||
        CASE v_limit.period WHEN 'day' THEN 'daily' WHEN 'week' THEN 'weekly' ELSE 'monthly' END ||
        ' ' || v_limit.kind || ' limit of ' || to_char(v_limit.cap / 100.0, 'FM999999999990.00') ||
        ' gems (' || to_char(greatest(v_limit.cap - v_used, 0) / 100.0, 'FM999999999990.00') ||
        ' left)';
    END IF;
  END LOOP;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bets_rg_guard BEFORE INSERT ON bets
  FOR EACH ROW EXECUTE FUNCTION rg_bet_guard();
