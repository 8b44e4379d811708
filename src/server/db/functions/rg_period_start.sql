-- The start of a limit's period holding `at`, in UTC: the day, the ISO week (Monday) or the
-- calendar month, as races and challenges count them. Written in 0033.
CREATE OR REPLACE FUNCTION rg_period_start(p_period text, p_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc(p_period, p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
$$;
