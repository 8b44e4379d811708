-- One lock order for money (ARCHITECTURE.md, "The ledger"): players' accounts in ascending
-- account id, then their users rows, which are locked FOR NO KEY UPDATE.
--
-- The bets guard locked a limited player's row FOR UPDATE after the stake had locked their
-- account. FOR UPDATE waits for a foreign key's check of the row (FOR KEY SHARE), which any
-- other transaction of the player that inserts a row naming them (a claim, a game, a gift
-- card's stamp) holds while it waits for the same account: a deadlock. FOR NO KEY UPDATE
-- still makes the player's bets take turns, and still waits for an exclusion (FOR UPDATE).
CREATE OR REPLACE FUNCTION rg_bet_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := clock_timestamp();
  v_until timestamptz;
  v_limited boolean;
  v_limit record;
  v_used bigint;
BEGIN
  SELECT u.self_excluded_until, u.rg_limited INTO v_until, v_limited
  FROM users u WHERE u.id = NEW.user_id FOR KEY SHARE;
  IF v_until > v_now THEN
    RAISE EXCEPTION USING ERRCODE = 'GR001', MESSAGE = CASE WHEN v_until = 'infinity'
      THEN 'You have excluded yourself from play for good'
      ELSE 'You have excluded yourself from play until ' ||
           to_char(v_until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC' END;
  END IF;
  IF NOT v_limited THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = NEW.user_id FOR NO KEY UPDATE;
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
-- A group of bets took its players in user id order, locking each one's account then row,
-- while every other posting locks accounts in ascending account id (wallet_post, lockPlayers):
-- a group and a tip or a multi-player payout could take two accounts in opposite orders.
-- The group now goes in account id order too. Each player has one spending account, so this
-- is still one player after another.
CREATE OR REPLACE FUNCTION bet_settle_batch(
  p_bet_ids uuid[], p_user_ids uuid[], p_games text[], p_seed_pair_ids uuid[],
  p_nonces integer[], p_user_accounts bigint[], p_house_accounts bigint[],
  p_amounts bigint[], p_payouts bigint[], p_multipliers_e4 bigint[],
  p_params jsonb[], p_outcomes jsonb[], p_xps bigint[]
) RETURNS TABLE (
  idx integer, status text, balance bigint, ledger_position bigint, created_at timestamptz,
  username text, pair_id uuid, server_seed text, server_seed_hash text, client_seed text,
  next_nonce integer, xp bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_i integer;
BEGIN
  FOR v_i IN
    SELECT a.ord FROM unnest(p_user_accounts) WITH ORDINALITY AS a(id, ord) ORDER BY a.id, a.ord
  LOOP
    RETURN QUERY
      SELECT v_i, s.* FROM bet_settle_one(p_bet_ids[v_i], p_user_ids[v_i], p_games[v_i],
        p_seed_pair_ids[v_i], p_nonces[v_i], p_user_accounts[v_i], p_house_accounts[v_i],
        p_amounts[v_i], p_payouts[v_i], p_multipliers_e4[v_i], p_params[v_i],
        p_outcomes[v_i], p_xps[v_i]) s;
  END LOOP;
END $$;
