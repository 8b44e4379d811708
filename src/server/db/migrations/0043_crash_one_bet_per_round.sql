-- One crash bet per player and round, refused by the database: the server's check ran before
-- any lock, so a player's bets sent at once all passed it (and with them the maximum bet and
-- the payout cap, once per bet). A second bet now fails on this index, and the server answers
-- it as it answers a second bet sent later (409 ALREADY_BET). Roulette takes several bets
-- per round, so the index covers crash bets only.
-- A round that already holds a player's duplicate bets was played and settled as it was: its
-- bets are money and history, so they stay, and the index starts after the last such round
-- instead of failing the migration. With no duplicates it covers every crash bet.
DO $$
DECLARE
  v_last bigint;
BEGIN
  SELECT max(round_id) INTO v_last FROM (
    SELECT round_id FROM bets
    WHERE game = 'crash' AND round_id IS NOT NULL
    GROUP BY round_id, user_id
    HAVING count(*) > 1
  ) AS duplicated;
  IF v_last IS NULL THEN
    CREATE UNIQUE INDEX bets_crash_one_per_round_key ON bets (round_id, user_id)
      WHERE game = 'crash';
  ELSE
    RAISE WARNING 'crash rounds up to % hold several bets of one player: they stay, and one bet per round is enforced after them', v_last;
    EXECUTE format(
      'CREATE UNIQUE INDEX bets_crash_one_per_round_key ON bets (round_id, user_id) WHERE game = %L AND round_id > %s',
      'crash', v_last);
  END IF;
END $$;
