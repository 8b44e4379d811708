-- Several players' bets in one statement and one commit, each settled or refused on its own,
-- taken in ascending account id (the ledger's lock order); idx is the bet's 1-based position
-- in the arrays. Written in 0016, replaced in 0021 and 0044.
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
