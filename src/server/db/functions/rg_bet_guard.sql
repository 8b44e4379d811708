-- The one place every stake meets the player's responsible-gambling settings: a trigger on
-- every bet row (bets_rg_guard, 0033), so a refusal undoes the whole stake in the same
-- statement. Limits count the stakes of bets created in the period; a loss is stake minus
-- payout, an open bet counting as lost until it closes. The player's row is locked FOR NO
-- KEY UPDATE after their account (the ledger's lock order). Written in 0033, replaced in
-- 0038 and 0044.
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
